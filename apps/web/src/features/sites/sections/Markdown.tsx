import { Suspense, lazy } from 'react';
import { Typography } from '@mui/material';

const MarkdownText = lazy(() => import('../../../shared/events/MarkdownText.tsx'));

/** Markdown (loaded on first use); until it arrives the plain text shows, so nothing jumps. */
export function Markdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</Typography>}>
      <MarkdownText text={text} />
    </Suspense>
  );
}
