import type { ReactElement } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import { messages } from '@dorsal/core/i18n/messages';
import { Contained } from './Contained.tsx';
import type { SectionProps } from './types.ts';

const t = messages.sites;

type Network = SectionProps<'social'>['section']['links'][number]['network'];

const icons: Record<Network, ReactElement> = {
  facebook: <FacebookIcon />,
  instagram: <InstagramIcon />,
  x: <XIcon />,
  youtube: <YouTubeIcon />,
  tiktok: <MusicNoteIcon />,
  whatsapp: <WhatsAppIcon />,
  strava: <DirectionsRunIcon />,
};

/** The organizer's social networks as round buttons named by network. */
export function SocialSection({ section }: SectionProps<'social'>) {
  return (
    <Contained>
      <Box component="nav" aria-label={section.title || t.social} sx={{ textAlign: 'center' }}>
        {section.title && (
          <Typography variant="h2" sx={{ mb: 2 }}>
            {section.title}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
          {section.links.map((link) => (
            <IconButton
              key={`${link.network}-${link.url}`}
              component="a"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t.networks[link.network]}
              sx={{ width: 52, height: 52, bgcolor: 'secondary.main', color: 'secondary.contrastText', '&:hover': { bgcolor: 'secondary.dark' } }}
            >
              {icons[link.network]}
            </IconButton>
          ))}
        </Box>
      </Box>
    </Contained>
  );
}
