import { useMemo, useRef } from 'react';
import { useSnackbar } from 'notistack';
import type { SnackbarKey } from 'notistack';
import { TOAST_LONG_MS } from '../../../shared/ui/useToast.ts';

/**
 * The required-field toasts of a wizard step (spec §5: '{label} requerido' …, 7 s each). They are
 * remembered so that leaving the step clears them, queued ones included, and repeats are merged.
 */
export function useStepToasts() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const keys = useRef<SnackbarKey[]>([]);
  return useMemo(
    () => ({
      show(texts: string[]) {
        for (const text of texts) {
          keys.current.push(enqueueSnackbar(text, { variant: 'error', autoHideDuration: TOAST_LONG_MS, preventDuplicate: true }));
        }
      },
      dismiss() {
        for (const key of keys.current) closeSnackbar(key);
        keys.current = [];
      },
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}
