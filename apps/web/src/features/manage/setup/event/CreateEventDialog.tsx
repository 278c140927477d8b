import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { fill, messages, newEventSchema, type NewEvent } from '@dorsal/core';
import { formSchema } from '../../../../shared/forms/formSchema.ts';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { EventBasicsFields, type EventBasicsValues } from './EventBasicsFields.tsx';
import { useCreateEvent } from '../eventSetupApi.ts';
import { manageEventPath } from '../manageRoutes.ts';
import { useCurrentUser } from '../../../../shared/accounts/api.ts';
import { ApiError } from '../../../../shared/http/ApiError.ts';
import { useMyOrganizers } from '../../organizers/organizersApi.ts';
import { NEW_ORGANIZER, OrganizerChoice } from '../../organizers/OrganizerChoice.tsx';

const t = messages.eventSetup;
const resolver = zodResolver(formSchema<EventBasicsValues, NewEvent>(newEventSchema, { toInput: (values) => values }));

const blank: EventBasicsValues = { name: '', eventDate: '', startTime: '07:00', timeZone: 'America/Mexico_City', place: '', city: '', country: 'México' };

/** 'Crear evento': its organizer and the basics; the event starts as a draft and its settings page opens. */
export function CreateEventDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { register, handleSubmit, formState, control } = useForm<EventBasicsValues, unknown, NewEvent>({ resolver, defaultValues: blank });
  const timeZone = useWatch({ control, name: 'timeZone' });
  const create = useCreateEvent();
  const { user } = useCurrentUser();
  const organizers = useMyOrganizers().data ?? [];
  const [choice, setChoice] = useState<string | null>(null);
  const chosen = choice ?? (organizers[0] ? String(organizers[0].id) : NEW_ORGANIZER);
  const [newName, setNewName] = useState<string | null>(null);
  const name = newName ?? (user ? `${user.firstNames} ${user.lastNames}`.trim() : '');
  const [organizerErrors, setOrganizerErrors] = useState<{ organizerId?: string; organizerName?: string }>({});
  const toast = useToast();
  const navigate = useNavigate();
  const onSubmit = handleSubmit(async (event) => {
    const organizer = chosen === NEW_ORGANIZER ? { organizerName: name.trim() } : { organizerId: Number(chosen) };
    if (organizer.organizerName === '') {
      setOrganizerErrors({ organizerName: messages.common.required });
      return;
    }
    try {
      const { event: created } = await create.mutateAsync({ ...event, ...organizer });
      toast.success(fill(t.created, { name: created.name }));
      void navigate(manageEventPath(created.id));
    } catch (error) {
      if (error instanceof ApiError) setOrganizerErrors(error.fields);
      toast.error(errorMessage(error));
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth fullScreen={phone} maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{t.createTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t.createLead}</DialogContentText>
        <OrganizerChoice organizers={organizers} choice={chosen} onChoice={setChoice} newName={name} onNewName={setNewName} errors={organizerErrors} />
        <EventBasicsFields register={register} errors={formState.errors} timeZone={timeZone} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t.create}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
