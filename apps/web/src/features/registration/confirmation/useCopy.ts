import { useToast } from '../../../shared/ui/useToast.ts';

/** Copies a text to the clipboard and says so; when the browser refuses, asks to copy by hand. */
export function useCopy() {
  const toast = useToast();
  return async (text: string, done: string, failed: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(done);
    } catch {
      toast.info(failed);
    }
  };
}
