import { Button, Stack } from '@mui/material';
import TimerIcon from '@mui/icons-material/Timer';
import { Link as RouterLink } from 'react-router';
import { messages } from '@dorsal/core';
import { manageFinishLinePath } from '../setup/manageRoutes.ts';
import { ReviewPassingsCard } from './ReviewPassingsCard.tsx';
import { PassingsUploadCard } from './PassingsUploadCard.tsx';
import { TimingKeysCard } from './TimingKeysCard.tsx';
import { WaveStartsCard } from './WaveStartsCard.tsx';

/** The 'Cronometraje' tab: the finish-line screen, wave starts, the timing systems' keys, CSV upload and the readings to review. */
export function TimingSection({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to={manageFinishLinePath(eventId)} variant="outlined" size="large" startIcon={<TimerIcon />} sx={{ alignSelf: 'flex-start' }}>
        {messages.timing.manual.open}
      </Button>
      <WaveStartsCard eventId={eventId} timeZone={timeZone} />
      <TimingKeysCard eventId={eventId} />
      <PassingsUploadCard eventId={eventId} />
      <ReviewPassingsCard eventId={eventId} timeZone={timeZone} />
    </Stack>
  );
}
