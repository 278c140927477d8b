import { useEffect, useRef } from 'react';

/** Spec §9: with `download=1` the PDF is fetched automatically about a second after the page shows. */
export const AUTO_DOWNLOAD_DELAY_MS = 1000;

export function useAutoDownload(url: string | undefined, enabled: boolean): void {
  const started = useRef(false);
  useEffect(() => {
    if (!url || !enabled || started.current) return;
    const timer = window.setTimeout(() => {
      started.current = true;
      const link = document.createElement('a');
      link.href = url;
      link.download = '';
      document.body.appendChild(link);
      link.click();
      link.remove();
    }, AUTO_DOWNLOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [url, enabled]);
}
