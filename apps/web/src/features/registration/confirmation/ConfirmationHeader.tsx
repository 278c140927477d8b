import { Box, Card, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { EventLogo } from '../../../shared/events/EventLogo.tsx';
import { formatEventDate, placeText } from '../../../shared/events/format.ts';
import type { Confirmation } from '@dorsal/core';

/** Types 1, 3 and 4 are confirmed; 2 waits for the cash slip; 0 is pending. */
const confirmed = (type: number) => type === 1 || type === 3 || type === 4;

/** Logo, event, 'Felicidades {name}' and the confirmation type ('Pago recibido', 'Datos registrados', …). */
export function ConfirmationHeader({ confirmation }: { confirmation: Confirmation }) {
  const ok = confirmed(confirmation.type);
  const event = confirmation.event;
  return (
    <Card component="header" sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '200px minmax(0, 1fr)' } }}>
      <EventLogo logoUrl={event.logoUrl} height={140} fill />
      <Box sx={{ p: { xs: 2.5, sm: 3 }, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {event.name} · {formatEventDate(event.date)} · {placeText(event.place, event.city)}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, my: 1, overflowWrap: 'anywhere' }}>
          {confirmation.greeting}
        </Typography>
        <Box
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 0.75,
            borderRadius: 5,
            bgcolor: ok ? '#E6F4EA' : '#FFF4E5',
            color: ok ? 'success.dark' : '#8A4B00',
          }}
        >
          {ok ? <CheckCircleIcon fontSize="small" aria-hidden /> : <HourglassTopIcon fontSize="small" aria-hidden />}
          <Typography variant="h2" data-testid="confirmation-type" data-type={confirmation.type} sx={{ fontSize: '1.05rem', color: 'inherit' }}>
            {confirmation.typeLabel}
          </Typography>
        </Box>
      </Box>
    </Card>
  );
}
