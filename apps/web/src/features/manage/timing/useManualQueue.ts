import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/http/ApiError.ts';
import type { ManualEntry } from './timingApi.ts';

const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

const RETRY_MS = 3_000;

/**
 * Readings typed at the finish line wait here until the server has them: kept in local storage (a reload or a dead
 * battery loses nothing) and sent again every few seconds while the phone has no signal. Each carries its own read
 * id, so a reading the server got before the answer was lost counts once.
 */
export function useManualQueue(eventId: number, send: (entry: ManualEntry) => Promise<unknown>, onRefused: (entry: ManualEntry, error: unknown) => void) {
  const storageKey = `dorsal.manual-queue.${eventId}`;
  const [pending, setPending] = useState<ManualEntry[]>(() => {
    try {
      return JSON.parse(localStorage.getItem(storageKey) ?? '[]') as ManualEntry[];
    } catch {
      return [];
    }
  });
  const sending = useRef(false);
  const sendRef = useRef(send);
  const refusedRef = useRef(onRefused);
  useEffect(() => {
    sendRef.current = send;
    refusedRef.current = onRefused;
  });
  useEffect(() => {
    localStorage.setItem(storageKey, JSON.stringify(pending));
  }, [pending, storageKey]);

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const next = JSON.parse(localStorage.getItem(storageKey) ?? '[]') as ManualEntry[];
        if (next.length === 0) return;
        try {
          await sendRef.current(next[0]!);
        } catch (error) {
          // No signal or the server failing: try again on the next tick. A refusal (a wrong entry) is dropped.
          if (!(error instanceof ApiError) || !isRefusal(error.status)) return;
          refusedRef.current(next[0]!, error);
        }
        const rest = next.slice(1);
        localStorage.setItem(storageKey, JSON.stringify(rest));
        setPending(rest);
      }
    } finally {
      sending.current = false;
    }
  }, [storageKey]);

  useEffect(() => {
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [flush]);

  const add = useCallback(
    (entry: ManualEntry) => {
      const next = [...(JSON.parse(localStorage.getItem(storageKey) ?? '[]') as ManualEntry[]), entry];
      localStorage.setItem(storageKey, JSON.stringify(next));
      setPending(next);
      void flush();
    },
    [flush, storageKey],
  );
  return { pending, add };
}
