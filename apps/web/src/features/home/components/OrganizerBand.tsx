import { Box, Button, Card, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { messages } from '@dorsal/core';

const t = messages.home;

export function OrganizerBand() {
  return (
    <Card
      component="section"
      sx={{
        mt: { xs: 4, sm: 6 },
        p: { xs: 3, sm: 4 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
        borderLeft: '6px solid',
        borderLeftColor: 'secondary.main',
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 0.5 }}>
          {t.organizerTitle}
        </Typography>
        <Typography color="text.secondary">{t.organizerText}</Typography>
      </Box>
      <Button component={RouterLink} to="/servicios" variant="contained" size="large">
        {t.organizerCta}
      </Button>
    </Card>
  );
}
