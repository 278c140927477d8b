import { Box, Button, Checkbox, FormControlLabel, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { fill } from '@dorsal/core';
import { TooltipIconButton } from '../../../../shared/ui/TooltipIconButton.tsx';

export type Row = Record<string, unknown>;

export interface Column {
  key: string;
  label: string;
  type: 'text' | 'number' | 'select' | 'checkbox' | 'list';
  options?: { value: string | number; label: string }[];
  step?: number;
  width?: number;
}

/** A list of records edited as rows of small fields (categories, logos, frames, form fields). */
export function RowsEditor({ idPrefix, columns, rows, onChange, blank, addLabel, removeLabel }: { idPrefix: string; columns: Column[]; rows: Row[]; onChange: (rows: Row[]) => void; blank: Row; addLabel: string; removeLabel: string }) {
  const set = (index: number, key: string, value: unknown) => onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <Box>
      {rows.map((row, index) => (
        <Box key={index} data-testid={`${idPrefix}-row`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}>
          {columns.map((column) => {
            const id = `${idPrefix}-${index}-${column.key}`;
            const value = row[column.key];
            if (column.type === 'checkbox') return <FormControlLabel key={column.key} control={<Checkbox id={id} checked={value === true} onChange={(event) => set(index, column.key, event.target.checked)} />} label={column.label} />;
            const text = column.type === 'list' ? (Array.isArray(value) ? value.join(', ') : '') : value === null || value === undefined ? '' : String(value);
            return (
              <TextField
                key={column.key}
                id={id}
                size="small"
                label={column.label}
                type={column.type === 'number' ? 'number' : 'text'}
                select={column.type === 'select'}
                value={text}
                onChange={(event) => {
                  const raw = event.target.value;
                  if (column.type === 'number') set(index, column.key, raw === '' ? null : Number(raw));
                  else if (column.type === 'list') set(index, column.key, raw.split(',').map((item) => item.trim()).filter(Boolean));
                  else if (column.type === 'select') set(index, column.key, column.options?.find((option) => String(option.value) === raw)?.value ?? raw);
                  else set(index, column.key, raw);
                }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: column.step ? { step: column.step } : undefined }}
                sx={{ width: column.width ?? 160, flexGrow: 1 }}
              >
                {column.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </TextField>
            );
          })}
          <TooltipIconButton label={fill(removeLabel, { name: String(row.name ?? row.code ?? index + 1), code: String(row.code ?? row.name ?? index + 1) })} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            <DeleteIcon fontSize="small" />
          </TooltipIconButton>
        </Box>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...rows, { ...blank }])} sx={{ mt: 1 }}>
        {addLabel}
      </Button>
    </Box>
  );
}
