import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { messages } from '@dorsal/core';
import { BrandMark } from '../shared/ui/BrandMark.tsx';
import { usePageTitle } from '../shared/ui/usePageTitle.ts';

const t = messages.notFoundPage;

export function NotFoundPage() {
  usePageTitle(t.title);
  return (
    <Box sx={{ py: { xs: 6, sm: 10 }, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2 }}>
      <BrandMark size={88} sx={{ opacity: 0.85 }} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' }, letterSpacing: '0.02em' }}>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }}>
        {t.hint}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ mt: 1 }}>
        {t.home}
      </Button>
    </Box>
  );
}
