import { TextField } from '@mui/material';
import { eventStatuses, messages } from '@dorsal/core';
import type { EventStatus } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useChangeStatus } from '../api.ts';

const t = messages.manage;

/** 'Estado': Inscripciones, En vivo or Resultados (PATCH /api/events/:id/status). */
export function StatusSelect({ eventId, status }: { eventId: number; status: EventStatus }) {
  const change = useChangeStatus();
  const toast = useToast();
  const onChange = (next: EventStatus) =>
    change.mutate(
      { id: eventId, status: next },
      { onSuccess: () => toast.success(t.statusSaved), onError: (error) => toast.error(errorMessage(error)) },
    );
  return (
    <TextField
      select
      label={t.status}
      value={change.isPending ? change.variables.status : status}
      onChange={(event) => onChange(event.target.value as EventStatus)}
      disabled={change.isPending}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ maxWidth: { sm: 240 } }}
    >
      {eventStatuses.map((value) => (
        <option key={value} value={value}>
          {t.statuses[value]}
        </option>
      ))}
    </TextField>
  );
}
