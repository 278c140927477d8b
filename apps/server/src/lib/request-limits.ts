import type { FastifyInstance } from 'fastify';
import { messages, fill } from '@dorsal/core';
import { AppError } from './errors.ts';

/** Largest request body the API reads (JSON, and the raw webhook bodies). Uploads have their own limits. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Deepest nesting of objects and arrays a JSON body may have; ours need fewer than 10 levels. */
export const JSON_MAX_DEPTH = 32;

export const bodyTooLargeMessage = fill(messages.validation.bodyTooLarge, { max: '1 MB' });

/**
 * Whether a JSON text nests objects and arrays deeper than `max`, read in one pass without parsing
 * (brackets inside strings do not count). A 200,000-level body is refused before anything recurses
 * over it (the parser's prototype scan, zod, the request fingerprint).
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * The limits every request body goes through, in one place (kept when routes move to a schema
 * type provider): size (Fastify's `bodyLimit`, set from BODY_LIMIT_BYTES in app.ts) and JSON depth,
 * checked before Fastify's own JSON parser (secure-json-parse) runs.
 */
export function registerJsonLimits(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (jsonNestsDeeperThan(body, JSON_MAX_DEPTH)) {
      done(new AppError(400, 'body_too_deep', messages.validation.bodyTooDeep), undefined);
      return;
    }
    parseJson(request, body, done);
  });
}
