import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { messages, type RegistrantDetail } from '@dorsal/core';
import type { ApiError } from '../../../shared/http/ApiError.ts';

const t = messages.registrants.dialog;
type Values = Record<string, string | number | boolean>;

/** 'Campos Adicionales': the registrant's answers to the form's extra fields, editable by staff. */
export function RegistrantFieldsPanel({ detail, editable, onSave }: { detail: RegistrantDetail; editable: boolean; onSave: (values: Values) => Promise<ApiError | null> }) {
  const [values, setValues] = useState<Values>(detail.registrant.formValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (detail.fields.length === 0) return <Alert severity="info">{t.noFields}</Alert>;
  const set = (id: string, value: string | boolean) => setValues((current) => ({ ...current, [id]: value }));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const failure = await onSave(values);
    setErrors(failure?.fields ?? {});
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      {detail.fields.map((field) => {
        const value = values[field.id];
        const common = { error: Boolean(errors[field.id]), helperText: errors[field.id], disabled: !editable, required: field.required };
        if (field.type === 'checkbox') {
          return (
            <FormControlLabel key={field.id} control={<Checkbox checked={value === true} onChange={(e) => set(field.id, e.target.checked)} disabled={!editable} />} label={field.label} />
          );
        }
        if (field.type === 'select' || field.type === 'radio') {
          return (
            <TextField key={field.id} select size="small" label={field.label} value={value === undefined ? '' : String(value)} onChange={(e) => set(field.id, e.target.value)} {...common}>
              {field.options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          );
        }
        return (
          <TextField
            key={field.id}
            size="small"
            label={field.label}
            type={field.type === 'date' ? 'date' : 'text'}
            value={value === undefined ? '' : String(value)}
            onChange={(e) => set(field.id, e.target.value)}
            slotProps={field.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
            {...common}
          />
        );
      })}
      {editable && (
        <Box className="no-print">
          <Button type="submit" variant="contained">
            {t.saveFields}
          </Button>
        </Box>
      )}
    </Box>
  );
}
