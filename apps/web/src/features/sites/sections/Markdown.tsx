import { Suspense, lazy } from 'react';
import { Typography } from '@mui/material';
import { useNearViewport } from '../useNearViewport.ts';

const MarkdownText = lazy(() => import('../../../shared/events/MarkdownText.tsx'));

/**
 * Markdown, its renderer loaded once the text nears the screen; until then (and while it arrives) the plain text
 * shows, so nothing jumps and a page's first load does not carry the renderer.
 */
export function Markdown({ text }: { text: string }) {
  const { ref, near } = useNearViewport<HTMLParagraphElement>(undefined);
  const plain = (
    <Typography ref={ref} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
  if (!near) return plain;
  return (
    <Suspense fallback={plain}>
      <MarkdownText text={text} />
    </Suspense>
  );
}
