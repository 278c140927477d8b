import { Box, Typography } from '@mui/material';
import { messages } from '@dorsal/core/i18n/messages';
import { Contained } from './Contained.tsx';
import type { SectionProps } from './types.ts';

/** Photos in a responsive grid (two columns on phones), each loaded when it nears the screen. */
export function GallerySection({ section }: SectionProps<'gallery'>) {
  return (
    <Contained>
      {section.title && (
        <Typography variant="h2" sx={{ mb: 2, textAlign: 'center' }}>
          {section.title}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={section.title || messages.sites.gallery}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(auto-fit, minmax(200px, 1fr))' } }}
      >
        {section.images.map((image, index) => (
          <li key={`${image.url}-${index}`}>
            <Box component="img" src={image.url} alt={image.alt} loading="lazy" decoding="async" sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2, bgcolor: '#E8EDF6' }} />
          </li>
        ))}
      </Box>
    </Contained>
  );
}
