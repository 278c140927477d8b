import { Box, Typography } from '@mui/material';
import { Contained } from './Contained.tsx';
import { Markdown } from './Markdown.tsx';

/** Text beside a picture (stacked on phones, the picture first there too when `imageFirst`). */
export function InfoBox({ sectionId, title, body, imageUrl, imageAlt, imageFirst }: { sectionId: string; title: string; body: string; imageUrl: string; imageAlt: string; imageFirst: boolean }) {
  return (
    <Contained>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 2, md: 4 }, alignItems: 'center' }}>
        <Box sx={{ order: imageFirst ? 1 : 0 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <Markdown text={body} sectionId={sectionId} />
        </Box>
        <Box
          component="img"
          src={imageUrl}
          alt={imageAlt}
          loading="lazy"
          decoding="async"
          sx={{ order: imageFirst ? 0 : 1, width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 3 }}
        />
      </Box>
    </Contained>
  );
}
