import { useId, useState } from 'react';
import {
  Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, IconButton, InputAdornment, List, ListItem, ListItemText, Switch,
  TextField, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ImageIcon from '@mui/icons-material/Image';
import { eventsApi, fill, messages, routePath, type FormFieldView, type ProductView, type RouteAnswer } from '@dorsal/core';
import { CheckboxGroup } from '../../../../shared/forms/CheckboxGroup.tsx';
import { ImageUploadButton } from '../../../../shared/ui/ImageUploadButton.tsx';
import { ImageField } from '../../components/ImageField.tsx';
import { FormFieldDialog } from '../form/FormFieldDialog.tsx';
import { fieldValuesOf, newFieldValues } from '../form/fieldForm.ts';
import { checkProduct, type ProductValues } from './productForm.ts';
import { placeKeyed, type Editing } from '../keyedList.ts';

const t = messages.eventSetup.products;

interface Props {
  eventId: number;
  initial: ProductValues;
  imageUrl: string | null;
  isNew: boolean;
  modalities: { code: string; name: string }[];
  onApply: (product: ProductView) => string | null;
  onClose: () => void;
}

/** One add-on: what it is, what it costs, where it is offered, and the form it asks for. 'Aplicar' changes the list only. */
export function ProductDialog({ eventId, initial, imageUrl: initialImage, isNew, modalities, onApply, onClose }: Props) {
  const titleId = useId();
  const [imageUrl, setImageUrl] = useState(initialImage);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof ProductValues, string>>>({});
  const [field, setField] = useState<Editing>(null);
  const set = <K extends keyof ProductValues>(key: K, value: ProductValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _fixed, ...others }) => others as typeof others); // an edited input's message goes away
  };
  const input = (key: 'code' | 'name' | 'description' | 'price' | 'maxQuantity', label: string, hint?: string, extra: object = {}) => (
    <TextField label={label} value={values[key]} onChange={(event) => set(key, event.target.value)} error={Boolean(errors[key])} helperText={errors[key] ?? hint} {...extra} />
  );

  function apply(event: React.FormEvent) {
    event.preventDefault();
    const checked = checkProduct(values, imageUrl);
    if ('errors' in checked) return setErrors(checked.errors);
    const refused = onApply(checked.product);
    if (refused) setErrors({ code: refused });
  }

  function applyField(next: FormFieldView): string | null {
    const formFields = placeKeyed(values.formFields, field, next, (f) => f.id);
    if (!formFields) return messages.eventSetup.form.idRepeated;
    set('formFields', formFields);
    setField(null);
    return null;
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth fullScreen={phone} maxWidth="md" slotProps={{ paper: { component: 'form', onSubmit: apply, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{isNew ? t.dialogNew : t.dialogEdit}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {input('name', t.name, undefined, { required: true })}
          {input('code', t.code, t.codeHint, { required: true })}
          {input('description', t.description, undefined, { sx: { gridColumn: '1 / -1' } })}
          {input('price', t.price, undefined, {
            required: true,
            slotProps: { htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } },
          })}
          {input('maxQuantity', t.maxQuantity, t.maxQuantityHint, { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <TextField
              type="color"
              label={t.color}
              value={values.color || '#ffffff'}
              onChange={(event) => set('color', event.target.value)}
              error={Boolean(errors.color)}
              helperText={errors.color}
              sx={{ width: 120 }}
            />
            {values.color && <Button onClick={() => set('color', '')}>{t.noColor}</Button>}
          </Box>
          <FormControlLabel control={<Switch checked={values.hideInPublic} onChange={(_, checked) => set('hideInPublic', checked)} />} label={t.hideInPublic} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ImageField src={imageUrl} alt={fill(t.imageAlt, { name: values.name || t.dialogNew })} title={t.image} hint={t.imageHint} testId="product-image">
              <ImageUploadButton<RouteAnswer<typeof eventsApi.uploadProductImage>>
                label={imageUrl ? t.changeImage : t.uploadImage}
                icon={<ImageIcon />}
                url={routePath(eventsApi.uploadProductImage, { id: eventId })}
                field="image"
                progressText={messages.eventSetup.images.uploading}
                successText={t.imageUploaded}
                onUploaded={(answer) => setImageUrl(answer.imageUrl)}
              />
              {imageUrl && (
                <Button startIcon={<DeleteIcon />} onClick={() => setImageUrl(null)}>
                  {t.removeImage}
                </Button>
              )}
            </ImageField>
          </Box>
          <CheckboxGroup
            legend={t.modalities}
            options={modalities.map((modality) => ({ value: modality.code, label: modality.name }))}
            value={values.modalityCodes}
            onChange={(codes) => set('modalityCodes', codes)}
            error={Boolean(errors.modalityCodes)}
            helperText={errors.modalityCodes}
            sx={{ gridColumn: '1 / -1' }}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="subtitle2">{t.fields}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t.fieldsLead}
            </Typography>
            {values.formFields.length === 0 ? (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t.noFields}
              </Typography>
            ) : (
              <List dense>
                {values.formFields.map((productField, index) => (
                  <ListItem
                    key={productField.id}
                    disableGutters
                    secondaryAction={
                      <>
                        <IconButton aria-label={fill(t.editField, { label: productField.label })} onClick={() => setField(index)} size="small">
                          <EditIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          aria-label={fill(t.removeField, { label: productField.label })}
                          onClick={() => set('formFields', values.formFields.filter((_, at) => at !== index))}
                          size="small"
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </>
                    }
                  >
                    <ListItemText primary={productField.label} secondary={messages.eventSetup.form.types[productField.type]} />
                  </ListItem>
                ))}
              </List>
            )}
            <Button startIcon={<AddIcon />} onClick={() => setField('new')} size="small">
              {t.addField}
            </Button>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button type="submit" variant="contained">
          {t.apply}
        </Button>
      </DialogActions>
      {field !== null && (
        <FormFieldDialog
          initial={field === 'new' ? newFieldValues() : fieldValuesOf(values.formFields[field]!)}
          isNew={field === 'new'}
          onApply={applyField}
          onClose={() => setField(null)}
        />
      )}
    </Dialog>
  );
}
