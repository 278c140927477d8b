import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';
import { messages, pickSlogan } from '@dorsal/core';
import { BrandMark } from '../../../shared/ui/BrandMark.tsx';
import { brand } from '../../../app/theme.ts';

const t = messages.home;

const heroBackground = `
  repeating-linear-gradient(115deg, rgba(255,255,255,0.05) 0 2px, transparent 2px 28px),
  radial-gradient(circle at 85% 20%, rgba(255,111,0,0.35), transparent 45%),
  linear-gradient(135deg, ${brand.blue} 0%, ${brand.blueDark} 100%)`;

export function Hero() {
  const [slogan] = useState(pickSlogan);
  return (
    <Box
      component="section"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        mx: { xs: -2, sm: 0 },
        mt: { xs: 0, sm: 4 },
        borderRadius: { xs: 0, sm: 4 },
        color: 'common.white',
        background: heroBackground,
        px: { xs: 2.5, sm: 5, md: 7 },
        py: { xs: 5, sm: 7, md: 9 },
      }}
    >
      <BrandMark
        size={260}
        sx={{ position: 'absolute', right: -30, bottom: -40, opacity: 0.18, transform: 'rotate(-12deg)', display: { xs: 'none', md: 'block' } }}
      />
      <Box sx={{ position: 'relative', maxWidth: 640 }}>
        <Typography sx={{ color: '#FFB070', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', fontSize: '0.8rem', mb: 1.5 }}>
          {t.kicker}
        </Typography>
        <Typography variant="h1" data-testid="slogan" sx={{ fontSize: { xs: '2rem', sm: '2.6rem', md: '3rem' }, mb: 2 }}>
          {slogan}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' }, opacity: 0.92, mb: 4 }}>{t.lead}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            component={RouterLink}
            to="/proximos-eventos"
            variant="contained"
            color="secondary"
            size="large"
            endIcon={<ArrowForwardIcon />}
          >
            {t.cta}
          </Button>
          <Button
            component={RouterLink}
            to="/resultados"
            variant="outlined"
            size="large"
            sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: 'common.white' } }}
          >
            {t.secondaryCta}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
