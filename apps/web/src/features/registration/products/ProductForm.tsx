import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { messages, validateFormValues } from '@dorsal/core';
import type { FieldContext, FieldDefinition, FormValues } from '@dorsal/core';
import { FieldGrid } from '../../../shared/registration/fields/FieldGrid.tsx';

const t = messages.registrationScreens.products;

/** The product's own form (formularioProducto): saved with 'Guardar' before it can be added. */
export function ProductForm({
  fields,
  context,
  initial,
  saved,
  onSaved,
}: {
  fields: FieldDefinition[];
  context: FieldContext;
  initial: FormValues | undefined;
  saved: boolean;
  onSaved: (values: FormValues | null) => void;
}) {
  const [values, setValues] = useState<Record<string, unknown>>(initial ?? {});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [showAll, setShowAll] = useState(false);
  const validation = validateFormValues(fields, values, context);

  function change(id: string, value: unknown) {
    setValues((current) => ({ ...current, [id]: value }));
    if (saved) onSaved(null);
  }

  function save() {
    setShowAll(true);
    if (validation.valid) onSaved(validation.values);
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
      <FieldGrid
        fields={fields}
        values={values}
        errors={validation.errors}
        touched={touched}
        showAll={showAll}
        onChange={change}
        onBlur={(id) => setTouched((current) => ({ ...current, [id]: true }))}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={save} disabled={saved}>
          {saved ? t.saved : t.save}
        </Button>
        {saved && (
          <Typography variant="body2" color="success.dark" role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <CheckCircleIcon fontSize="small" aria-hidden />
            {t.savedHint}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
