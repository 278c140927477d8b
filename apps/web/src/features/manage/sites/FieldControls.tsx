import type { ReactNode } from 'react';
import { Avatar, Box, Button, FormControlLabel, IconButton, MenuItem, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ImageIcon from '@mui/icons-material/Image';
import UploadIcon from '@mui/icons-material/Upload';
import { fill, messages } from '@dorsal/core';
import { ImageUploadButton } from '../../../shared/ui/ImageUploadButton.tsx';
import { siteImagesPath } from './sitesApi.ts';

const t = messages.siteEditor;

/** A text field of a section; `error` is shown under it. */
export function TextInput({ label, value, onChange, error, multiline = false, type = 'text', help }: {
  label: string;
  value: string | number | null | undefined;
  onChange: (value: string) => void;
  error?: string;
  multiline?: boolean;
  type?: 'text' | 'number' | 'datetime-local';
  help?: string;
}) {
  return (
    <TextField
      fullWidth
      size="small"
      label={label}
      type={type}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? help}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      slotProps={type === 'datetime-local' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
}

export function SelectInput<V extends string | number>({ label, value, options, onChange, error }: {
  label: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
      error={Boolean(error)}
      helperText={error}
    >
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function SwitchInput({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return <FormControlLabel control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />} label={label} />;
}

/** An image of the site: its preview, its address (typed or uploaded through POST …/images) and 'Quitar imagen'. */
export function ImageInput({ siteId, label, value, onChange, error, removable = false }: {
  siteId: number;
  label: string;
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  error?: string;
  removable?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Avatar variant="rounded" src={value || undefined} alt="" sx={{ width: 56, height: 56, bgcolor: '#EEF2F8', color: 'text.secondary' }}>
        <ImageIcon />
      </Avatar>
      <Stack spacing={1} sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <TextInput label={label} value={value} onChange={(text) => onChange(text === '' && removable ? null : text)} error={error} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <ImageUploadButton<{ url: string }>
            label={`${value ? t.replaceImage : t.uploadImage}: ${label}`}
            icon={<UploadIcon />}
            url={siteImagesPath(siteId)}
            field="image"
            progressText={t.uploading}
            successText={t.uploaded}
            onUploaded={(answer) => onChange(answer.url)}
          />
          {removable && value && (
            <Button color="error" onClick={() => onChange(null)}>
              {t.removeImage}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

/** A list edited in rows (menu links, price items, images, networks, form fields): each row with 'Quitar', then 'Agregar'. */
export function RowList<T>({ label, rows, onChange, newRow, renderRow, error, max }: {
  label: string;
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  newRow: () => T;
  renderRow: (row: T, update: (row: T) => void, index: number) => ReactNode;
  error?: string;
  max: number;
}) {
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, p: 1.5, m: 0 }}>
      <Typography component="legend" variant="body2" sx={{ px: 0.5, fontWeight: 700 }}>
        {label}
      </Typography>
      <Stack spacing={1.5}>
        {rows.map((row, index) => (
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>{renderRow(row, (next) => onChange(rows.map((r, i) => (i === index ? next : r))), index)}</Box>
            <Tooltip title={fill(t.removeRow, { n: index + 1 })}>
              <IconButton aria-label={`${fill(t.removeRow, { n: index + 1 })}: ${label}`} onClick={() => onChange(rows.filter((_, i) => i !== index))} size="small">
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Stack>
      {error && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      <Button size="small" startIcon={<AddIcon />} sx={{ mt: 1 }} disabled={rows.length >= max} onClick={() => onChange([...rows, newRow()])} aria-label={`${t.addRow}: ${label}`}>
        {t.addRow}
      </Button>
    </Box>
  );
}
