import { useEffect, type ReactNode } from 'react';
import { useMediaQuery, useTheme } from '@mui/material';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { registerToastHost } from './toasts.ts';
import { TOAST_DEFAULT_MS } from './useToast.ts';

function RegisterHost() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => registerToastHost({ enqueueSnackbar, closeSnackbar }), [enqueueSnackbar, closeSnackbar]);
  return null;
}

/**
 * Where toasts show (notistack). Toasts at the bottom on wide screens; at the top on phones, where a full-screen
 * dialog keeps its actions at the bottom (a toast there covered 'Guardar' — and hovering it holds it open). The
 * product wraps its shell in it; an organizer's site mounts it only when a section first shows a toast
 * (DeferredToastHost), so the site's first load does not carry notistack.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DEFAULT_MS} anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}>
      <RegisterHost />
      {children}
    </SnackbarProvider>
  );
}
