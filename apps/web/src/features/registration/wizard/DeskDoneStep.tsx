import { Box, Button, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link as RouterLink } from 'react-router';
import { fill, messages, type RegistrationAnswer } from '@dorsal/core';
import { registrationPaths } from '../../../shared/registration/registrationPaths.ts';

const t = messages.registrationScreens.desk;

/** The desk's last step: who was registered with which number, their receipt, and the next person in line. */
export function DeskDoneStep({ answer, onAnother }: { answer: RegistrationAnswer; onAnother: (() => void) | undefined }) {
  const lead = answer.bib ? fill(t.doneLead, { name: answer.firstNames, bib: String(answer.bib) }) : fill(t.donePendingBib, { name: answer.firstNames });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 3 }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', sm: '1.8rem' } }}>
        {t.done}
      </Typography>
      <Box role="status">
        <Typography sx={{ fontSize: '1.1rem' }}>{lead}</Typography>
        <Typography color="text.secondary">{t.mailSent}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {onAnother && (
          <Button variant="contained" size="large" startIcon={<PersonAddIcon />} onClick={onAnother}>
            {t.another}
          </Button>
        )}
        <Button variant="outlined" size="large" startIcon={<ReceiptLongIcon />} component={RouterLink} to={registrationPaths.confirmation(answer.id, answer.eventId)} target="_blank">
          {t.viewConfirmation}
        </Button>
      </Stack>
    </Box>
  );
}
