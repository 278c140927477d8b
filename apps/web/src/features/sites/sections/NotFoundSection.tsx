import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { messages } from '@dorsal/core/i18n/messages';
import type { SectionProps } from './types.ts';

const t = messages.sites;

/** 'PÁGINA NO ENCONTRADA' with 'Intenta una ruta diferente' and the way home. */
export function NotFoundSection(_props: Partial<SectionProps<'notFound'>>) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.6rem' } }}>
        {t.notFoundTitle}
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 3, fontSize: '1.1rem' }}>{t.notFoundText}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t.goHome}
      </Button>
    </Box>
  );
}
