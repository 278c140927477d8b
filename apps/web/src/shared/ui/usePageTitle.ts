import { useEffect } from 'react';

/** Sets the browser tab title to "<title> · Dorsal" (or "Dorsal" without a title). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Dorsal` : 'Dorsal';
  }, [title]);
}
