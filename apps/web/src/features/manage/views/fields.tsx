import { Box, TextField } from '@mui/material';

/** A whole-number field (an empty field reads as 0; the server's schema says what is allowed). */
export function NumberField({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  return (
    <TextField
      fullWidth
      size="small"
      type="number"
      label={label}
      value={Number.isFinite(value) ? value : ''}
      onChange={(event) => onChange(Number(event.target.value))}
    />
  );
}

/** A #RRGGBB colour typed or picked; with `optional`, an empty field means none (null). */
export function ColorField({ label, value, onChange, optional = false }: { label: string; value: string | null; onChange: (value: string | null) => void; optional?: boolean }) {
  return (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={value ?? ''}
      placeholder={optional ? '—' : undefined}
      onChange={(event) => onChange(event.target.value.trim() === '' && optional ? null : event.target.value.trim())}
      slotProps={{
        input: {
          startAdornment: <Box aria-hidden sx={{ width: 18, height: 18, mr: 1, flex: 'none', borderRadius: 0.5, border: '1px solid', borderColor: 'divider', bgcolor: value ?? 'transparent' }} />,
        },
      }}
    />
  );
}
