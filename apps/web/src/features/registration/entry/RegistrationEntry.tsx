import { Alert, Skeleton } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { messages, fill } from '@dorsal/core';
import type { EventCard } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { formatEventDate } from '../../../shared/events/format.ts';
import { useRegistrationOptions } from '../api.ts';
import { registrationAvailability } from '../../../shared/registration/availability.ts';
import { useFunnelAnalytics } from '../useFunnelAnalytics.ts';
import { OpenRegistrationCard } from './OpenRegistrationCard.tsx';
import { RegistrationNotice } from './RegistrationNotice.tsx';

const closed = messages.registrationOutcome.closed;

function OpenRegistration({ eventId, tkl }: { eventId: number; tkl: string | undefined }) {
  const query = useRegistrationOptions(eventId, tkl);
  useFunnelAnalytics(query.data);
  if (query.isPending) return <Skeleton variant="rounded" height={200} aria-label={messages.common.loading} />;
  if (query.error instanceof ApiError && query.error.status === 404) return <RegistrationNotice text={query.error.message || closed} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return <OpenRegistrationCard options={query.data} tkl={tkl} />;
}

/**
 * The registration part of an event card (spec §2): registration while it is open (the options
 * endpoint decides), 'Evento realizado el {fecha}' once the date passed, otherwise
 * 'No hay inscripciones disponibles para este evento'.
 */
export function RegistrationEntry({ event, tkl }: { event: EventCard; tkl: string | undefined }) {
  const availability = registrationAvailability(event);
  if (availability === 'held') {
    return (
      <RegistrationNotice
        icon={<EventAvailableIcon />}
        text={fill(messages.registrationServer.eventHeld, { date: formatEventDate(event.date) })}
      />
    );
  }
  if (availability === 'closed') return <RegistrationNotice text={closed} />;
  return <OpenRegistration eventId={event.id} tkl={tkl} />;
}
