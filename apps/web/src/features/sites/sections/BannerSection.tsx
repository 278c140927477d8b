import { Box, Typography } from '@mui/material';
import { cssUrl } from '../siteTheme.ts';
import { SiteButton } from '../SiteLink.tsx';
import type { SectionProps } from './types.ts';

/** The page's opening: title and subtitle over the image (darkened for contrast) or the primary colour. */
export function BannerSection({ section }: SectionProps<'banner'>) {
  const image = section.imageUrl;
  return (
    <Box
      sx={{
        minHeight: { xs: 260, md: 420 },
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 2,
        py: 6,
        color: image ? '#FFFFFF' : 'primary.contrastText',
        bgcolor: 'primary.main',
        backgroundImage: image ? `linear-gradient(rgba(0,0,0,0.55), rgba(0,0,0,0.55)), ${cssUrl(image)}` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Box sx={{ maxWidth: 880 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {section.title}
        </Typography>
        {section.subtitle && (
          <Typography sx={{ mt: 2, fontSize: { xs: '1.1rem', md: '1.35rem' } }}>{section.subtitle}</Typography>
        )}
        {section.buttonLabel && section.buttonHref && (
          <SiteButton href={section.buttonHref} variant="contained" color={image ? 'primary' : 'secondary'} size="large" sx={{ mt: 3 }}>
            {section.buttonLabel}
          </SiteButton>
        )}
      </Box>
    </Box>
  );
}
