import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import type { SiteSection } from '@dorsal/core';

type Field = Extract<SiteSection, { kind: 'form' }>['fields'][number];

const inputTypes = { text: 'text', email: 'email', tel: 'tel', number: 'number' } as const;

/** One field of a site's form, by its type; a required one carries the asterisk (the form checks it on submit). */
export function FormField({ field, value, onChange }: { field: Field; value: string | boolean | undefined; onChange: (value: string | boolean) => void }) {
  const { label, required } = field;
  if (field.type === 'checkbox') {
    return <FormControlLabel required={required} control={<Checkbox checked={value === true} onChange={(event) => onChange(event.target.checked)} />} label={label} />;
  }
  const text = typeof value === 'string' ? value : '';
  if (field.type === 'select') {
    return (
      <TextField select required={required} label={label} value={text} onChange={(event) => onChange(event.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
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
      required={required}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      type={field.type === 'textarea' ? undefined : inputTypes[field.type]}
      multiline={field.type === 'textarea'}
      minRows={field.type === 'textarea' ? 3 : undefined}
      autoComplete={field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : undefined}
    />
  );
}
