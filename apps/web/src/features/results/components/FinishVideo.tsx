import { useId } from 'react';
import { Box, Card, Typography } from '@mui/material';
import { messages } from '@dorsal/core';
import type { FinishVideo as Video } from '../types.ts';

const frameSx = { display: 'block', width: '100%', aspectRatio: '16 / 9', border: 0, bgcolor: '#000' } as const;

/** The finish-line video whose window holds the athlete's arrival, starting where the server says (5 s before it). */
export function FinishVideo({ video }: { video: Video }) {
  const headingId = useId();
  const noteId = useId();
  const title = video.title || messages.results.video;
  const start = Math.max(0, Math.floor(video.startSeconds));
  return (
    <Card component="section" aria-labelledby={headingId} data-testid="finish-video" data-start={start}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, px: 2, pt: 2, pb: 0.5 }}>
        {messages.results.video}
      </Typography>
      <Typography id={noteId} variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {messages.finishVideos.startsBefore}
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
        <Box
          component="video"
          src={video.url}
          controls
          preload="metadata"
          playsInline
          aria-label={title}
          aria-describedby={noteId}
          // Seek once the browser knows the length (the /files route answers the byte ranges this needs).
          onLoadedMetadata={(event: React.SyntheticEvent<HTMLVideoElement>) => {
            event.currentTarget.currentTime = start;
          }}
          sx={frameSx}
        />
      )}
    </Card>
  );
}
