import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { fill, messages, secondsToChallengeText, type ChallengeCard, type UploadedActivity } from '@dorsal/core';
import { errorMessage } from '../../../../../shared/http/ApiError.ts';
import { ImageUploadButton } from '../../../../../shared/ui/ImageUploadButton.tsx';
import { useToast } from '../../../../../shared/ui/useToast.ts';
import { activitiesKey, activityUploadPath, useApplyActivity, useUploadedActivities } from './api.ts';

const w = messages.challengeWearables;
const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });
const km = (meters: number) => `${(meters / 1000).toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} km`;
const decimal = (value: number, digits: number) => value.toLocaleString('es-MX', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Step 2's evidence by an activity file: upload a GPX, TCX or FIT, then 'Aplicar' one of the listed activities. */
export function ActivityFileEvidence({ challenge }: { challenge: ChallengeCard }) {
  const client = useQueryClient();
  const activities = useUploadedActivities(challenge.id);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {w.methodFile}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {w.fileLead}
      </Typography>
      <ImageUploadButton<{ activity: UploadedActivity }>
        label={w.upload}
        icon={<UploadFileIcon />}
        url={activityUploadPath(challenge.id)}
        field="activity"
        accept=".gpx,.tcx,.fit"
        progressText={w.uploading}
        successText={w.uploaded}
        onUploaded={() => void client.invalidateQueries({ queryKey: activitiesKey(challenge.id) })}
      />
      <Typography variant="h4" sx={{ fontSize: '1.05rem', fontWeight: 600, mt: 3, mb: 1 }}>
        {w.activitiesTitle}
      </Typography>
      {activities.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : activities.isError ? (
        <Alert severity="error">{errorMessage(activities.error)}</Alert>
      ) : activities.data.activities.length === 0 ? (
        <Typography color="text.secondary">{w.empty}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={w.activitiesTitle}>
          {activities.data.activities.map((item) => (
            <ActivityRow key={item.id} challengeId={challenge.id} item={item} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography className="tabular-nums" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

function ActivityRow({ challengeId, item }: { challengeId: string; item: UploadedActivity }) {
  const apply = useApplyActivity(challengeId);
  const toast = useToast();
  const { activity } = item;
  const power = activity.power;
  const title = `${w.types[activity.activityType]} · ${dateFormat.format(new Date(activity.startTimeInSeconds * 1000))}`;
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }} aria-label={title}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
        {item.applied ? (
          <Chip color="success" label={w.applied} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
        ) : item.applicable ? (
          <Button
            variant="contained"
            disabled={apply.isPending}
            onClick={() => apply.mutate(item.id, { onSuccess: () => toast.success(w.appliedMessage), onError: (failure) => toast.error(errorMessage(failure)) })}
          >
            {w.apply}
          </Button>
        ) : (
          <Chip variant="outlined" label={w.notApplicable} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
        )}
      </Stack>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}>
        <Fact label={w.distance} value={km(activity.distanceInMeters)} />
        <Fact label={w.time} value={secondsToChallengeText(activity.durationInSeconds) ?? '—'} />
        <Fact label={w.heartRate} value={activity.averageHeartRateInBeatsPerMinute === null ? '—' : fill(w.heartRateValue, { bpm: activity.averageHeartRateInBeatsPerMinute })} />
        {power && <Fact label={w.normalizedPower} value={`${Math.round(power.normalizedWatts)} W`} />}
        {power && power.intensityFactor !== null && <Fact label={w.intensityFactor} value={decimal(power.intensityFactor, 2)} />}
        {power && power.trainingStressScore !== null && <Fact label={w.trainingStress} value={decimal(power.trainingStressScore, 0)} />}
      </Box>
      {power && power.intensityFactor === null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {w.noFtp}
        </Typography>
      )}
      {activity.flags.includes('implausibleSpeed') && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {w.implausibleSpeed}
        </Alert>
      )}
    </Box>
  );
}
