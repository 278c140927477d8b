import { useState } from 'react';
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { messages } from '@dorsal/core';
import { AppTopBar } from './AppTopBar.tsx';
import { NavDrawer } from './NavDrawer.tsx';
import { Footer } from './Footer.tsx';
import { ScrollToTop } from '../ScrollToTop.tsx';

export const CONTENT_MAX_WIDTH = 1100;
const drawerId = 'dorsal-menu';

const skipLink = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  px: 2,
  py: 1,
  bgcolor: 'background.paper',
  color: 'primary.main',
  borderRadius: 1,
  '&:focus': { top: 8 },
} as const;

/** App bar with the menu, the page and the footer. */
export function Shell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <Box component="a" href="#contenido" sx={skipLink}>
        {messages.shell.skipToContent}
      </Box>
      <AppTopBar menuOpen={menuOpen} drawerId={drawerId} onOpenMenu={() => setMenuOpen(true)} />
      <NavDrawer id={drawerId} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box
        component="main"
        id="contenido"
        tabIndex={-1}
        sx={{ flex: 1, width: '100%', maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: { xs: 2, sm: 3 }, outline: 'none' }}
      >
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
