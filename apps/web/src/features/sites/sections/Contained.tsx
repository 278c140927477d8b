import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Content width inside a section: readable lines on wide screens, page margins on phones. */
export function Contained({ children, maxWidth = 1152 }: { children: ReactNode; maxWidth?: number }) {
  return <Box sx={{ maxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, width: '100%' }}>{children}</Box>;
}
