import { Alert, Card, CardActionArea, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { fill, messages } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { formatShortDate } from '../../../../shared/formatting/dates.ts';
import { EmptyState } from '../../../../shared/ui/EmptyState.tsx';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { useMyChallenges } from '../api.ts';

const t = messages.challengeAthlete;

/** 'Mis eventos virtuales': a card per challenge joined, linking to /retos/{id}. */
export function MyChallenges() {
  const query = useMyChallenges(true);
  return (
    <Stack spacing={2} component="section" aria-labelledby="my-challenges">
      <Typography id="my-challenges" variant="h2">
        {t.mineTitle}
      </Typography>
      {query.isPending && <LoadingState label={t.loading} />}
      {query.isError && <Alert severity="error">{errorMessage(query.error)}</Alert>}
      {query.data && query.data.challenges.length === 0 && <EmptyState text={t.mineEmpty} />}
      <Grid container spacing={2}>
        {query.data?.challenges.map((challenge) => (
          <Grid key={challenge.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={`/retos/${challenge.id}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
                    {challenge.name}
                  </Typography>
                  <Typography color="text.secondary" variant="body2">
                    {formatShortDate(challenge.startsAt)} – {formatShortDate(challenge.endsAt)} · {fill(t.distanceValue, { km: challenge.distanceKm })}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                    <Chip size="small" label={fill(t.raceNumber, { n: challenge.raceNumber })} />
                    <Chip size="small" color="primary" variant="outlined" label={t.steps[challenge.step] ?? t.steps[0]} />
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
