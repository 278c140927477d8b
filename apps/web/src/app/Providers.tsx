import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { BrowserRouter } from 'react-router';
import { theme } from './theme.ts';
import { queryClient } from './queryClient.ts';
import { TOAST_DEFAULT_MS } from '../shared/ui/useToast.ts';

/**
 * Toasts at the bottom on wide screens; at the top on phones, where a full-screen dialog keeps its actions at the
 * bottom (a toast there covered 'Guardar' — and hovering it holds it open).
 */
function ToastProvider({ children }: { children: ReactNode }) {
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DEFAULT_MS} anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}>
      {children}
    </SnackbarProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <BrowserRouter>{children}</BrowserRouter>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
