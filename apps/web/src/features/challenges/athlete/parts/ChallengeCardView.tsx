import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { fill, messages, type ChallengeCard } from '@dorsal/core';
import { formatDateTime } from '../../../../shared/formatting/dates.ts';
import { formatMoney } from '../../../../shared/formatting/numbers.ts';

const t = messages.challengeAthlete;

/** The challenge's card: name, description, start and end, distance (and price, kind). */
export function ChallengeCardView({ challenge }: { challenge: ChallengeCard }) {
  const facts: Array<[string, string]> = [
    [t.starts, formatDateTime(challenge.startsAt, challenge.timeZone)],
    [t.ends, formatDateTime(challenge.endsAt, challenge.timeZone)],
    [t.distance, fill(t.distanceValue, { km: challenge.distanceKm })],
    [t.price, challenge.priceCents > 0 ? formatMoney(challenge.priceCents, challenge.currency) : t.free],
  ];
  return (
    <Card>
      {challenge.photoUrl && <Box component="img" src={challenge.photoUrl} alt="" sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', display: 'block' }} />}
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip size="small" label={t.kinds[challenge.kind]} />
          <Chip size="small" variant="outlined" label={challenge.id} />
        </Stack>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 1 }}>
          {challenge.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {challenge.description}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5, m: 0 }}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </div>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
