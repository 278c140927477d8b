import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { messages, type ChallengeCard, type MyParticipation } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { useSaveFinish } from '../api.ts';
import { PhotoUpload } from '../parts/PhotoUpload.tsx';
import { TimeForm } from '../parts/TimeForm.tsx';
import { WearableSlot } from './WearableSlot.tsx';

const t = messages.challengeAthlete.finish;

/** Step 2 'Realiza el reto': 'Mi tiempo' — evidence photos and the finish time while results are admitted. */
export function ChallengeStep({ challenge, participant }: { challenge: ChallengeCard; participant: MyParticipation }) {
  const finish = useSaveFinish(challenge.id);
  const toast = useToast();
  return (
    <Stack spacing={2}>
      <Typography variant="h3" sx={{ fontSize: '1.35rem' }}>
        {t.title}
      </Typography>
      {challenge.ended ? (
        <Alert severity="warning">
          <AlertTitle>{t.ended}</AlertTitle>
          {t.endedContact}
        </Alert>
      ) : !challenge.admitResults ? (
        <Alert severity="warning">{t.disabled}</Alert>
      ) : (
        <WearableSlot
          challenge={challenge}
          participant={participant}
          photo={
            <>
              <PhotoUpload challengeId={challenge.id} kind="evidence" title={t.evidenceTitle} label={messages.challengeAthlete.photos.evidence} photos={participant.evidencePhotos} />
              <TimeForm
                title={t.title}
                current={participant.finishTime}
                currentText={t.current}
                saveLabel={t.save}
                changeLabel={t.change}
                busy={finish.isPending}
                onSave={(time) => finish.mutate({ time }, { onSuccess: () => time && toast.success(t.saved), onError: (failure) => toast.error(errorMessage(failure)) })}
              />
            </>
          }
        />
      )}
      {(challenge.ended || !challenge.admitResults) && participant.finishTime && <Typography className="tabular-nums">{t.current.replace('{time}', participant.finishTime)}</Typography>}
    </Stack>
  );
}
