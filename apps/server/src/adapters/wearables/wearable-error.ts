import { messages } from '@dorsal/core';
import { AppError } from '../../lib/errors.ts';

const t = messages.garmin.errors;

/**
 * `unavailable`: the platform could not be reached, timed out or failed on its side (retry later);
 * `rejected`: it refused the request (a bad signature, a revoked token, an expired request token).
 */
export class WearableError extends AppError {
  constructor(
    readonly reason: 'unavailable' | 'rejected',
    readonly provider: { status?: number; message?: string } = {},
    options: { cause?: unknown } = {},
  ) {
    super(reason === 'unavailable' ? 503 : 502, reason === 'unavailable' ? 'wearable_unavailable' : 'wearable_rejected', reason === 'unavailable' ? t.unavailable : t.rejected);
    this.name = 'WearableError';
    if (options.cause !== undefined) this.cause = options.cause;
  }
}
