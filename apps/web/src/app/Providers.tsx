import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { BrowserRouter } from 'react-router';
import { theme } from './theme.ts';
import { queryClient } from './queryClient.ts';
import { TOAST_DEFAULT_MS } from '../shared/ui/useToast.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={TOAST_DEFAULT_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <BrowserRouter>{children}</BrowserRouter>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
