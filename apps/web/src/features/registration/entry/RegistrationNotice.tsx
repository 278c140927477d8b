import type { ReactNode } from 'react';
import { Box, Card, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';

/** A card saying why there is no registration: 'No hay inscripciones…' or 'Evento realizado el …'. */
export function RegistrationNotice({ text, icon, action }: { text: string; icon?: ReactNode; action?: ReactNode }) {
  return (
    <Card component="section" data-testid="registration-notice" sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box aria-hidden sx={{ color: 'primary.light', display: 'flex', '& svg': { fontSize: 40 } }}>
        {icon ?? <EventBusyIcon />}
      </Box>
      <Typography sx={{ flex: 1, minWidth: 200, fontSize: '1.1rem', fontWeight: 500 }}>{text}</Typography>
      {action}
    </Card>
  );
}
