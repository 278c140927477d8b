import { useMemo, useRef } from 'react';
import type { SnackbarKey } from 'notistack';
import { closeToast, showToast } from '../../../shared/ui/toasts.ts';
import { TOAST_LONG_MS } from '../../../shared/ui/useToast.ts';

/**
 * The required-field toasts of a wizard step (spec §5: '{label} requerido' …, 7 s each). They are
 * remembered so that leaving the step clears them, queued ones included, and repeats are merged.
 */
export function useStepToasts() {
  const keys = useRef<Promise<SnackbarKey>[]>([]);
  return useMemo(
    () => ({
      show(texts: string[]) {
        for (const text of texts) {
          keys.current.push(showToast(text, { variant: 'error', autoHideDuration: TOAST_LONG_MS, preventDuplicate: true }));
        }
      },
      dismiss() {
        for (const key of keys.current) void key.then(closeToast);
        keys.current = [];
      },
    }),
    [],
  );
}
