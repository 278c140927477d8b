import { useState } from 'react';
import { Alert } from '@mui/material';
import { fieldDefinitionsOf, messages, validateFormValues, visibleFields, type FormFieldView } from '@dorsal/core';
import { FieldGrid } from '../../../../shared/registration/fields/FieldGrid.tsx';
import { AdminSectionCard } from '../../components/AdminSectionCard.tsx';

const t = messages.eventSetup.form;
const online = { channel: 'online' } as const;

/** The fields as the athlete sees them online, live while the list is edited (the wizard's own field renderer). */
export function FormPreview({ fields }: { fields: FormFieldView[] }) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const shown = visibleFields(fieldDefinitionsOf(fields), online);
  const validation = validateFormValues(shown, values, online);
  return (
    <AdminSectionCard id="form-preview-title" title={t.preview} lead={t.previewLead}>
      {shown.length === 0 ? (
        <Alert severity="info">{t.previewEmpty}</Alert>
      ) : (
        <FieldGrid
          fields={shown}
          values={values}
          errors={validation.errors}
          touched={touched}
          showAll={false}
          onChange={(id, value) => setValues((current) => ({ ...current, [id]: value }))}
          onBlur={(id) => setTouched((current) => ({ ...current, [id]: true }))}
        />
      )}
    </AdminSectionCard>
  );
}
