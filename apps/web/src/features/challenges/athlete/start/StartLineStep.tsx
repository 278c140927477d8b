import { Stack } from '@mui/material';
import { messages, type ChallengeCard, type MyParticipation } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { PhotoTools } from '../../images/PhotoTools.tsx';
import { useSaveGoal } from '../api.ts';
import { AudioPlayer } from '../parts/AudioPlayer.tsx';
import { PhotoGallery } from '../parts/PhotoGallery.tsx';
import { PhotoUpload } from '../parts/PhotoUpload.tsx';
import { TimeForm } from '../parts/TimeForm.tsx';

const t = messages.challengeAthlete;

/** Step 1 'Línea de Salida': the goal time, the start photo and its tools, the start audio, the start gallery. */
export function StartLineStep({ challenge, participant }: { challenge: ChallengeCard; participant: MyParticipation }) {
  const goal = useSaveGoal(challenge.id);
  const toast = useToast();
  return (
    <Stack spacing={2}>
      <TimeForm
        title={t.goal.title}
        current={participant.goalTime}
        currentText={t.goal.current}
        saveLabel={t.goal.save}
        changeLabel={t.goal.change}
        busy={goal.isPending}
        onSave={(time) => goal.mutate({ time }, { onSuccess: () => time && toast.success(t.goal.saved), onError: (failure) => toast.error(errorMessage(failure)) })}
      />
      <PhotoUpload challengeId={challenge.id} kind="startLine" title={t.photos.start} label={participant.startPhotoUrl ? t.photos.change : t.photos.upload} photos={participant.startPhotoUrl ? [participant.startPhotoUrl] : []} />
      {participant.startPhotoUrl && <PhotoTools challengeId={challenge.id} kind="startLine" />}
      {challenge.startAudioUrl && <AudioPlayer url={challenge.startAudioUrl} title={t.photos.audioStart} />}
      <PhotoGallery challengeId={challenge.id} kind="startLine" />
    </Stack>
  );
}
