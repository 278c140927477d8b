import { createHash } from 'node:crypto';
import { messages } from '@dorsal/core';
import { AppError } from '../../../lib/errors.ts';

const m = messages.registrationServer;

const KEY_PATTERN = /^[\w.:-]{8,200}$/;

/** The Idempotency-Key header: one key per registration attempt, chosen by the client. */
export function idempotencyKeyFrom(header: string | string[] | undefined): string {
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key || !KEY_PATTERN.test(key)) throw new AppError(400, 'idempotency_key_required', m.idempotencyKeyRequired);
  return key;
}

/** A fingerprint of the request, so a retry with the same key but other data is refused. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body ?? null)).digest('base64url');
}

export const validationError = (message: string, fields?: Record<string, string>) => new AppError(400, 'validation', message, fields);

/** Prefixes a map of field errors with the block they belong to ('fields.club'). */
export function prefixed(prefix: string, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [`${prefix}.${key}`, message]));
}
