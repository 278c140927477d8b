import type { ReactNode } from 'react';
import { useMediaQuery, useTheme } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { TOAST_DEFAULT_MS } from './useToast.ts';

/**
 * Where toasts show (notistack). Toasts at the bottom on wide screens; at the top on phones, where a full-screen
 * dialog keeps its actions at the bottom (a toast there covered 'Guardar' — and hovering it holds it open). The
 * product wraps its shell in it; an organizer's site only the sections that toast (its form, the embedded
 * registration), so the site's first load does not carry notistack.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DEFAULT_MS} anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}>
      {children}
    </SnackbarProvider>
  );
}
