import { Alert, Button, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { garminApi, messages, routePath, type ChallengeCard, type GarminListedActivity, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../../../shared/http/apiFetch.ts';
import { errorMessage } from '../../../../../shared/http/ApiError.ts';
import { formatDateTime } from '../../../../../shared/formatting/dates.ts';
import { useConnectGarmin, useGarminStatus } from '../../../../../shared/garmin/garminApi.ts';
import { LoadingState } from '../../../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../../../shared/ui/useToast.ts';
import { meKey } from '../../api.ts';

const t = messages.garmin;

const clock = (seconds: number) => [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60].map((part) => String(part).padStart(2, '0')).join(':');
const kilometres = (meters: number) => (meters / 1000).toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Step 2's Garmin evidence: 'Conectar Garmin' (popup), then the activities since the start with 'Aplicar' / 'No Aplicable'. */
export function GarminEvidence({ challenge }: { challenge: ChallengeCard }) {
  const status = useGarminStatus();
  const { connect, waiting } = useConnectGarmin();
  const connected = status.data?.connections.some((connection) => connection.api === 'health' && connection.connected) ?? false;
  const client = useQueryClient();
  const toast = useToast();
  const activities = useQuery({
    queryKey: ['garmin', 'activities', challenge.id],
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof garminApi.activities>>(routePath(garminApi.activities, { challengeId: challenge.id }), { signal }),
    enabled: connected,
    retry: false,
  });
  const apply = useMutation({
    mutationFn: (activityId: string) => apiFetch<RouteAnswer<typeof garminApi.apply>>(routePath(garminApi.apply, { challengeId: challenge.id, activityId }), { method: 'POST' }),
    onSuccess: (answer) => {
      client.setQueryData(meKey(challenge.id), answer);
      void client.invalidateQueries({ queryKey: ['garmin', 'activities', challenge.id] });
      void client.invalidateQueries({ queryKey: ['challenge', challenge.id, 'results'] });
      toast.success(t.applied);
    },
    onError: (failure) => toast.error(errorMessage(failure)),
  });

  if (status.isPending) return <LoadingState />;
  if (status.isError) return <Alert severity="error">{errorMessage(status.error)}</Alert>;
  if (!status.data.available) return <Alert severity="info">{t.errors.unavailableHere}</Alert>;
  if (!connected) {
    return (
      <Stack spacing={1.5}>
        <Typography color="text.secondary">{t.lead}</Typography>
        {status.data?.provider === 'sandbox' && <Alert severity="info">{t.sandboxNote}</Alert>}
        {waiting && <Alert severity="info">{t.connecting}</Alert>}
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={waiting} onClick={() => void connect('health')}>
          {t.connect}
        </Button>
      </Stack>
    );
  }
  if (activities.isPending) return <LoadingState />;
  if (activities.isError) return <Alert severity="error">{errorMessage(activities.error)}</Alert>;
  const list = activities.data.activities;
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {t.activitiesTitle}
        </Typography>
        <Button size="small" onClick={() => void activities.refetch()} disabled={activities.isFetching}>
          {t.refresh}
        </Button>
      </Stack>
      {list.length === 0 ? (
        <Alert severity="info">{t.noActivities}</Alert>
      ) : (
        <List aria-label={t.listLabel} disablePadding>
          {list.map((item) => (
            <ActivityRow key={item.activity.activityId} item={item} timeZone={challenge.timeZone} busy={apply.isPending} onApply={() => apply.mutate(item.activity.activityId)} />
          ))}
        </List>
      )}
    </Stack>
  );
}

function ActivityRow({ item, timeZone, busy, onApply }: { item: GarminListedActivity; timeZone: string; busy: boolean; onApply: () => void }) {
  const { activity } = item;
  return (
    <ListItem divider disableGutters sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
      <Stack sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{t.types[activity.activityType]}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(new Date(activity.startTimeInSeconds * 1000), timeZone)}
        </Typography>
        <Typography variant="body2" className="tabular-nums">
          {t.distance.replace('{km}', kilometres(activity.distanceInMeters))} · {clock(activity.durationInSeconds)}
        </Typography>
      </Stack>
      {item.applied ? (
        <Chip color="success" label={t.appliedChip} />
      ) : item.applicable ? (
        <Button variant="contained" size="small" disabled={busy} onClick={onApply}>
          {t.apply}
        </Button>
      ) : (
        <Chip variant="outlined" label={t.notApplicable} />
      )}
    </ListItem>
  );
}
