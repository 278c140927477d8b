import { Stack } from '@mui/material';
import { messages, type ChallengeCard, type MyParticipation } from '@dorsal/core';
import { PhotoTools } from '../../images/PhotoTools.tsx';
import { AudioPlayer } from '../parts/AudioPlayer.tsx';
import { PhotoGallery } from '../parts/PhotoGallery.tsx';
import { PhotoUpload } from '../parts/PhotoUpload.tsx';

const t = messages.challengeAthlete.photos;

/** Step 3 'Línea de meta': the finish audio, the finish photo and its tools, the finishers' gallery. */
export function FinishLineStep({ challenge, participant }: { challenge: ChallengeCard; participant: MyParticipation }) {
  return (
    <Stack spacing={2}>
      {challenge.finishAudioUrl && <AudioPlayer url={challenge.finishAudioUrl} title={t.audioFinish} />}
      <PhotoUpload challengeId={challenge.id} kind="finishLine" title={t.finish} label={participant.finishPhotoUrl ? t.change : t.upload} photos={participant.finishPhotoUrl ? [participant.finishPhotoUrl] : []} />
      {participant.finishPhotoUrl && <PhotoTools challengeId={challenge.id} kind="finishLine" />}
      <PhotoGallery challengeId={challenge.id} kind="finishLine" />
    </Stack>
  );
}
