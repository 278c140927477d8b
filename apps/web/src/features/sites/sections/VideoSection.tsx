import { Box, Typography } from '@mui/material';
import { messages } from '@dorsal/core/i18n/messages';
import { Contained } from './Contained.tsx';
import type { SectionProps } from './types.ts';

/** A YouTube video through youtube-nocookie (no cookies until played), loaded when it nears the screen. */
export function VideoSection({ section }: SectionProps<'video'>) {
  return (
    <Contained maxWidth={960}>
      {section.title && (
        <Typography variant="h2" sx={{ mb: 2, textAlign: 'center' }}>
          {section.title}
        </Typography>
      )}
      <Box
        component="iframe"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(section.youtubeId)}`}
        title={section.title || messages.sites.videoTitle}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 3, bgcolor: '#000' }}
      />
    </Contained>
  );
}
