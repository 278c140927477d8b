import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useNearViewport } from '../useNearViewport.ts';

/** Its children once they near the screen (or a link targets `anchor`); until then a box of their usual height. */
export function WhenNear({ anchor, minHeight, children }: { anchor?: string; minHeight: number; children: ReactNode }) {
  const { ref, near } = useNearViewport<HTMLDivElement>(anchor);
  return near ? children : <Box ref={ref} sx={{ minHeight }} />;
}
