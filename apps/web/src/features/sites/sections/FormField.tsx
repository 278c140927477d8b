import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import type { SiteSection } from '@dorsal/core';

type Field = Extract<SiteSection, { kind: 'form' }>['fields'][number];

const inputTypes = { text: 'text', email: 'email', tel: 'tel', number: 'number' } as const;

/** One field of a site's form, by its type; a required one says so in its label. */
export function FormField({ field, value, onChange }: { field: Field; value: string | boolean | undefined; onChange: (value: string | boolean) => void }) {
  const label = field.required ? `${field.label} *` : field.label;
  if (field.type === 'checkbox') {
    return <FormControlLabel control={<Checkbox checked={value === true} onChange={(event) => onChange(event.target.checked)} />} label={label} />;
  }
  const text = typeof value === 'string' ? value : '';
  if (field.type === 'select') {
    return (
      <TextField select label={label} value={text} onChange={(event) => onChange(event.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="" />
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      type={field.type === 'textarea' ? undefined : inputTypes[field.type]}
      multiline={field.type === 'textarea'}
      minRows={field.type === 'textarea' ? 3 : undefined}
      autoComplete={field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : undefined}
    />
  );
}
