import { Avatar, Grid, Paper, Stack, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { messages, type ChallengeResultRow } from '@dorsal/core';

const t = messages.challengeAthlete.podium;
const medal = ['#B8860B', '#6E7B85', '#8B5A2B'];

function Column({ title, rows }: { title: string; rows: ChallengeResultRow[] }) {
  return (
    <Paper sx={{ p: 2, height: '100%' }} component="section" aria-label={title}>
      <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        {title}
      </Typography>
      {rows.length === 0 && <Typography color="text.secondary">{t.none}</Typography>}
      <Stack spacing={1.5}>
        {rows.map((row, index) => (
          <Stack sx={{ alignItems: 'center' }} key={row.raceNumber} direction="row" spacing={1.5}>
            <Avatar src={row.photoUrl ?? undefined} alt="" sx={{ bgcolor: medal[index] }}>
              <EmojiEventsIcon />
            </Avatar>
            <div>
              <Typography variant="body2" sx={{ color: medal[index], fontWeight: 700 }}>
                {t.places[index]}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>
                {row.firstNames} {row.lastNames}
              </Typography>
              <Typography variant="body2" color="text.secondary" className="tabular-nums">
                {row.finishTime}
              </Typography>
            </div>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** The podium once the challenge is closed: 'Ganadoras Femenil' and 'Ganadores Varonil', first to third place. */
export function Podium({ podium }: { podium: { F: ChallengeResultRow[]; M: ChallengeResultRow[] } }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Column title={t.women} rows={podium.F} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Column title={t.men} rows={podium.M} />
      </Grid>
    </Grid>
  );
}
