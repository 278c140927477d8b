import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** Toast durations from the spec: 4 s by default, 7 s for registration and required-field errors. */
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_LONG_MS = 7000;

export interface Toast {
  success(message: string, durationMs?: number): void;
  error(message: string, durationMs?: number): void;
  info(message: string, durationMs?: number): void;
}

export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: 'success' | 'error' | 'info') => (message: string, durationMs = TOAST_DEFAULT_MS) => {
      enqueueSnackbar(message, { variant, autoHideDuration: durationMs });
    };
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [enqueueSnackbar]);
}
