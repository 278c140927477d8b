import { useId } from 'react';
import { Box, Card, Typography } from '@mui/material';
import { messages } from '@dorsal/core';
import type { FinishVideo as Video } from '../types.ts';

const frameSx = { display: 'block', width: '100%', aspectRatio: '16 / 9', border: 0, bgcolor: '#000' } as const;

/** The finish-line video, starting where the server says (5 s before the arrival). */
export function FinishVideo({ video }: { video: Video }) {
  const headingId = useId();
  const title = video.title || messages.results.video;
  const start = Math.max(0, Math.floor(video.startSeconds));
  return (
    <Card component="section" aria-labelledby={headingId} data-testid="finish-video">
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, px: 2, pt: 2, pb: 1 }}>
        {messages.results.video}
      </Typography>
      {video.kind === 'youtube' ? (
        <Box
          component="iframe"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.videoId)}?start=${start}`}
          title={title}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          sx={frameSx}
        />
      ) : (
        <Box component="video" src={`${video.url}#t=${start}`} controls preload="metadata" playsInline aria-label={title} sx={frameSx} />
      )}
    </Card>
  );
}
