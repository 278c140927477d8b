import { Box } from '@mui/material';
import { usePageTitle } from '../../../shared/ui/usePageTitle.ts';
import { Hero } from '../components/Hero.tsx';
import { HomeFeatures } from '../components/HomeFeatures.tsx';
import { OrganizerBand } from '../components/OrganizerBand.tsx';

/** '/': a random slogan on each visit, the way to upcoming events, and what Dorsal offers. */
export function HomePage() {
  usePageTitle();
  return (
    <Box sx={{ pb: 2 }}>
      <Hero />
      <HomeFeatures />
      <OrganizerBand />
    </Box>
  );
}
