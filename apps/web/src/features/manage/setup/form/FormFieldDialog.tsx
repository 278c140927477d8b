import { useId, useState } from 'react';
import {
  Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Switch, TextField, useMediaQuery, useTheme,
} from '@mui/material';
import { editableFieldTypes, fieldHidingRoles, messages, staffRoleLabel, type FormFieldView } from '@dorsal/core';
import { CheckboxGroup } from '../../../../shared/forms/CheckboxGroup.tsx';
import { checkField, type FieldValues } from './fieldForm.ts';

const t = messages.eventSetup.form;

/** One extra field: what it asks, how it is checked, how wide it is and who sees it. 'Aplicar' changes the list only. */
export function FormFieldDialog({ initial, isNew, onApply, onClose }: { initial: FieldValues; isNew: boolean; onApply: (field: FormFieldView) => string | null; onClose: () => void }) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof FieldValues, string>>>({});
  const set = <K extends keyof FieldValues>(key: K, value: FieldValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _fixed, ...others }) => others as typeof others); // an edited input's message goes away
  };
  const text = (key: 'id' | 'label' | 'requiredMessage' | 'pattern' | 'patternMessage' | 'min' | 'max' | 'maxLength' | 'hint', label: string, hint?: string) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? hint}
      required={key === 'id' || key === 'label'}
      slotProps={key === 'min' || key === 'max' || key === 'maxLength' ? { htmlInput: { inputMode: 'decimal' } } : undefined}
    />
  );
  const choices = values.type === 'select' || values.type === 'radio';
  const typed = values.type === 'text' || values.type === 'number';

  function apply(event: React.FormEvent) {
    event.preventDefault();
    const checked = checkField(values);
    if ('errors' in checked) return setErrors(checked.errors);
    const refused = onApply(checked.field);
    if (refused) setErrors({ id: refused });
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth fullScreen={phone} maxWidth="md" slotProps={{ paper: { component: 'form', onSubmit: apply, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{isNew ? t.dialogNew : t.dialogEdit}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {text('label', t.label)}
          {text('id', t.id, t.idHint)}
          <TextField select label={t.type} value={values.type} onChange={(event) => set('type', event.target.value as FieldValues['type'])}>
            {editableFieldTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t.types[type]}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t.width} value={values.width} onChange={(event) => set('width', Number(event.target.value) as FieldValues['width'])}>
            {([12, 6, 4, 3] as const).map((width) => (
              <MenuItem key={width} value={width}>
                {t.widths[width]}
              </MenuItem>
            ))}
          </TextField>
          {values.type !== 'title' && (
            <>
              <FormControlLabel control={<Switch checked={values.required} onChange={(_, checked) => set('required', checked)} />} label={t.required} />
              {values.required ? text('requiredMessage', t.requiredMessage, t.requiredMessageHint) : <span />}
            </>
          )}
          {typed && (
            <>
              {text('pattern', t.pattern, t.patternHint)}
              {text('patternMessage', t.patternMessage)}
            </>
          )}
          {values.type === 'number' && (
            <>
              {text('min', t.min)}
              {text('max', t.max)}
            </>
          )}
          {values.type === 'text' && text('maxLength', t.maxLength)}
          {choices && (
            <TextField
              label={t.options}
              value={values.options}
              onChange={(event) => set('options', event.target.value)}
              multiline
              minRows={3}
              error={Boolean(errors.options)}
              helperText={errors.options ?? t.optionsHint}
              sx={{ gridColumn: '1 / -1' }}
            />
          )}
          <TextField label={t.hint} value={values.hint} onChange={(event) => set('hint', event.target.value)} error={Boolean(errors.hint)} helperText={errors.hint} sx={{ gridColumn: '1 / -1' }} />
          <FormControlLabel
            control={<Switch checked={values.hideInPublic} onChange={(_, checked) => set('hideInPublic', checked)} />}
            label={t.hideInPublic}
            sx={{ gridColumn: '1 / -1' }}
          />
          <CheckboxGroup
            legend={t.hideFor}
            options={fieldHidingRoles.map((role) => ({ value: role, label: staffRoleLabel(role) }))}
            value={values.hideFor}
            onChange={(roles) => set('hideFor', roles)}
            sx={{ gridColumn: '1 / -1' }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button type="submit" variant="contained">
          {t.apply}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
