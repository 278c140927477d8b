import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { fill, formatDuration, messages, type EventDetail } from '@dorsal/core';
import { fetchFollowed } from './useFollowed.ts';
import { timeOfDay } from './timeOfDay.ts';

const t = messages.liveBoard;

/**
 * An athlete's progress along the course while the event is live: a bar to the furthest control passed, each control
 * with its time or, for the next one and the finish, the predicted time of day.
 */
export function CourseProgress({ event, bib }: { event: Pick<EventDetail, 'id' | 'timeZone' | 'checkpoints' | 'modalities'>; bib: number }) {
  const query = useQuery({ queryKey: ['live-follow', event.id, `progress-${bib}`], queryFn: ({ signal }) => fetchFollowed(event.id, [bib], signal) });
  const athlete = query.data?.[0];
  if (!athlete) return null;
  const finishKm = event.modalities.find((modality) => modality.code === athlete.modalityCode)?.distanceKm ?? null;
  if (!finishKm) return null;
  const clock = (instant: string) => timeOfDay(instant, event.timeZone);
  const done = athlete.finished ? finishKm : (athlete.last?.km ?? 0);
  const controls = event.checkpoints
    .filter((point) => point.distanceKm !== null && point.laps.some((lap) => lap.modalityCode === athlete.modalityCode && lap.lap === 1))
    .map((point) => ({ code: point.number * 1000 + 1, km: point.distanceKm!, name: point.description }))
    .sort((a, b) => a.km - b.km);
  const stop = (name: string, km: number, text: string, reached: boolean) => (
    <Box key={name} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, color: reached ? 'text.primary' : 'text.secondary' }}>
      <Typography variant="body2" sx={{ fontWeight: reached ? 700 : 400 }}>
        {name} · {km} km
      </Typography>
      <Typography variant="body2" className="tabular-nums">
        {text}
      </Typography>
    </Box>
  );
  return (
    <Box component="section" aria-label={t.progress} data-testid="course-progress">
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{t.progress}</Typography>
      <LinearProgress variant="determinate" value={Math.min(100, (done / finishKm) * 100)} aria-label={t.progress} sx={{ height: 10, borderRadius: 5, mb: 1.5 }} />
      <Stack spacing={0.5}>
        {controls.map((control) => {
          const reached = athlete.finished || (athlete.last !== null && control.km <= athlete.last.km);
          const text = reached
            ? athlete.last?.code === control.code
              ? formatDuration(athlete.last.timeMs)
              : '✓'
            : athlete.next?.code === control.code
              ? fill(t.around, { time: clock(athlete.next.at) })
              : '';
          return stop(control.name, control.km, text, reached);
        })}
        {stop(
          t.finish,
          finishKm,
          athlete.finished ? formatDuration(athlete.officialTimeMs) : athlete.finish ? fill(t.around, { time: clock(athlete.finish.at) }) : '',
          athlete.finished,
        )}
      </Stack>
    </Box>
  );
}
