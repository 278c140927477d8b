import { Paper, Typography } from '@mui/material';

/** The organizer's start or finish audio, played when the athlete wants. */
export function AudioPlayer({ url, title }: { url: string; title: string }) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {title}
      </Typography>
      <audio controls src={url} preload="none" aria-label={title} style={{ width: '100%' }} />
    </Paper>
  );
}
