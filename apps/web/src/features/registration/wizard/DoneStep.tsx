import { useEffect } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink, useNavigate } from 'react-router';
import { messages, fill } from '@dorsal/core';
import { useConfirmationPath } from '../../../shared/registration/ConfirmationPathContext.ts';
import type { RegistrationAnswer } from '@dorsal/core';

const t = messages.registrationScreens.done;

/** Step 4 'Confirmación': 'Felicidades {name}', then the confirmation document opens. */
export function DoneStep({ answer }: { answer: RegistrationAnswer }) {
  const navigate = useNavigate();
  const to = useConfirmationPath()(answer.id, answer.eventId);
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), 1200);
    return () => window.clearTimeout(timer);
  }, [navigate, to]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 4 }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', sm: '1.8rem' } }}>
        {fill(messages.registrationServer.confirmation.congratulations, { name: answer.firstNames })}
      </Typography>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <CircularProgress size={18} aria-hidden />
        {t.opening}
      </Box>
      <Button component={RouterLink} to={to} replace variant="contained">
        {t.open}
      </Button>
    </Box>
  );
}
