import { Stack } from '@mui/material';
import { ReviewPassingsCard } from './ReviewPassingsCard.tsx';
import { TimingKeysCard } from './TimingKeysCard.tsx';
import { WaveStartsCard } from './WaveStartsCard.tsx';

/** The 'Cronometraje' tab: wave starts, the timing systems' keys and the readings to review. */
export function TimingSection({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  return (
    <Stack spacing={2}>
      <WaveStartsCard eventId={eventId} timeZone={timeZone} />
      <TimingKeysCard eventId={eventId} />
      <ReviewPassingsCard eventId={eventId} timeZone={timeZone} />
    </Stack>
  );
}
