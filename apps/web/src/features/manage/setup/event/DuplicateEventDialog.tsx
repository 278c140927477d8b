import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { addDays, fill, messages, newEventSchema, type EventSettingsView } from '@dorsal/core';
import { fieldProps } from '../../../../shared/forms/fieldProps.ts';
import { formSchema } from '../../../../shared/forms/formSchema.ts';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { useDuplicateEvent } from '../eventSetupApi.ts';
import { manageEventPath } from '../manageRoutes.ts';

const t = messages.eventSetup;
interface CopyValues {
  name: string;
  eventDate: string;
}
const copySchema = newEventSchema.pick({ name: true, eventDate: true });
const resolver = zodResolver(formSchema<CopyValues, CopyValues>(copySchema, { toInput: (values) => values }));

/** 'Duplicar evento': the next edition's name and date; everything else is copied with the dates moved. */
export function DuplicateEventDialog({ event, onClose }: { event: EventSettingsView; onClose: () => void }) {
  const titleId = useId();
  const year = Number(event.eventDate.slice(0, 4));
  const { register, handleSubmit, formState } = useForm<CopyValues>({
    resolver,
    defaultValues: { name: event.name.replace(String(year), String(year + 1)), eventDate: addDays(event.eventDate, 364) },
  });
  const duplicate = useDuplicateEvent(event.id);
  const toast = useToast();
  const navigate = useNavigate();
  const onSubmit = handleSubmit(async (copy) => {
    try {
      const { event: created } = await duplicate.mutateAsync(copy);
      toast.success(fill(t.duplicated, { name: created.name }));
      onClose();
      void navigate(manageEventPath(created.id));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{t.duplicateTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t.duplicateLead}</DialogContentText>
        <Stack spacing={2}>
          <TextField {...fieldProps(register('name'), formState.errors.name)} label={t.name} required />
          <TextField {...fieldProps(register('eventDate'), formState.errors.eventDate)} label={t.eventDate} type="date" required slotProps={{ inputLabel: { shrink: true } }} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t.duplicate}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
