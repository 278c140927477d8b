import { Box, Card, CardActionArea, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { fill, messages, type OrganizerChallengeCard } from '@dorsal/core';
import { formatDateTime } from '../../../../shared/formatting/dates.ts';

const t = messages.challengeOrganizer;

/** 'Eventos virtuales Organizados por mí': one card per challenge, linking to its configuration. */
export function MyChallengeCards({ challenges }: { challenges: OrganizerChallengeCard[] }) {
  if (challenges.length === 0) return <Typography color="text.secondary">{t.dashboard.none}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' } }}>
      {challenges.map((challenge) => (
        <Box component="li" key={challenge.id}>
          <Card data-testid="my-challenge" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={`/retos-organizador/${challenge.id}`} aria-label={fill(t.dashboard.open, { name: challenge.name })} sx={{ height: '100%' }}>
              {challenge.photoUrl && <CardMedia component="img" height="140" image={challenge.photoUrl} alt="" />}
              <CardContent>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                  {challenge.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {fill(t.page.dates, { start: formatDateTime(challenge.startsAt), end: formatDateTime(challenge.endsAt) })}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
                  <Chip size="small" label={fill(t.page.distance, { km: challenge.distanceKm })} />
                  <Chip size="small" label={`${t.participants.title}: ${challenge.participantCount}`} />
                  <Chip size="small" color={challenge.ended ? 'default' : 'success'} label={challenge.ended ? t.page.closed : t.page.open} />
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
