import { TextField } from '@mui/material';
import { eventLifecycleStatuses, messages } from '@dorsal/core';
import type { EventLifecycleStatus } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useChangeStatus } from '../api.ts';

const t = messages.manage;

/** 'Estado': Borrador, Inscripciones, En vivo or Resultados (PATCH /api/events/:id/status). */
export function StatusSelect({ eventId, status }: { eventId: number; status: EventLifecycleStatus }) {
  const change = useChangeStatus();
  const toast = useToast();
  const onChange = (next: EventLifecycleStatus) =>
    change.mutate(
      { id: eventId, status: next },
      { onSuccess: () => toast.success(t.statusSaved), onError: (error) => toast.error(errorMessage(error)) },
    );
  return (
    <TextField
      select
      label={t.status}
      value={change.isPending ? change.variables.status : status}
      onChange={(event) => onChange(event.target.value as EventLifecycleStatus)}
      disabled={change.isPending}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ maxWidth: { sm: 240 } }}
    >
      {eventLifecycleStatuses.map((value) => (
        <option key={value} value={value}>
          {t.statuses[value]}
        </option>
      ))}
    </TextField>
  );
}
