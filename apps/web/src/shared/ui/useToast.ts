import { showToast } from './toasts.ts';

/** Toast durations from the spec: 4 s by default, 7 s for registration and required-field errors. */
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_LONG_MS = 7000;

export interface Toast {
  success(message: string, durationMs?: number): void;
  error(message: string, durationMs?: number): void;
  info(message: string, durationMs?: number): void;
}

const show =
  (variant: 'success' | 'error' | 'info') =>
  (message: string, durationMs = TOAST_DEFAULT_MS) => {
    void showToast(message, { variant, autoHideDuration: durationMs });
  };
const toast: Toast = { success: show('success'), error: show('error'), info: show('info') };

export function useToast(): Toast {
  return toast;
}
