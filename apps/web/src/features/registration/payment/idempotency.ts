import { useRef } from 'react';

/** A new Idempotency-Key: crypto.randomUUID where the browser has it (secure contexts), random hex otherwise. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per registration attempt: the same body sent again after a network failure (or a 503)
 * reuses the key, so the server answers the first attempt instead of registering twice; an attempt
 * that got an answer is settled and the next send is a new attempt.
 */
export function useIdempotencyKeys() {
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const fingerprint = JSON.stringify(body);
      if (attempt.current?.fingerprint === fingerprint) return attempt.current.key;
      attempt.current = { key: newIdempotencyKey(), fingerprint };
      return attempt.current.key;
    },
    settle(): void {
      attempt.current = null;
    },
  };
}
