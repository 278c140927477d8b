import { Box } from '@mui/material';
import type { FieldDefinition } from '@dorsal/core';
import { FieldInput } from './FieldInput.tsx';

/**
 * Extra fields on a 12-column grid (each field's width, full width on phones). Errors show once a
 * field was left or `showAll` (a continue attempt).
 */
export function FieldGrid({
  fields,
  values,
  errors,
  touched,
  showAll,
  onChange,
  onBlur,
}: {
  fields: FieldDefinition[];
  values: Record<string, unknown>;
  errors: Record<string, string>;
  touched: Record<string, boolean>;
  showAll: boolean;
  onChange: (id: string, value: unknown) => void;
  onBlur: (id: string) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2 }}>
      {fields
        .filter((field) => field.type !== 'hidden')
        .map((field) => (
          <Box key={field.id} sx={{ gridColumn: { xs: 'span 12', sm: `span ${field.type === 'title' ? 12 : (field.width ?? 12)}` } }}>
            <FieldInput
              field={field}
              value={values[field.id]}
              error={showAll || touched[field.id] ? errors[field.id] : undefined}
              onChange={(value) => onChange(field.id, value)}
              onBlur={() => onBlur(field.id)}
            />
          </Box>
        ))}
    </Box>
  );
}
