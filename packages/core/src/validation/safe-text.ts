import { z } from 'zod';
import './spanish-errors.ts'; // the Spanish locale comes with the first schema
import { messages } from '../i18n/messages.ts';

/* eslint-disable no-control-regex -- finding control characters is the point */
/** C0 and C1 control characters (tab and line breaks included) and DEL. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** The same without tab, line feed and carriage return. */
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
/** A high surrogate not followed by a low one, or a low one not preceded by a high one (invalid UTF-16). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text a person typed: no control characters and no unpaired surrogates (PostgreSQL refuses NUL and
 * broken UTF-16). `multiline` text (imported documents) may hold tabs and line breaks.
 */
export function isSafeText(value: string, options: { multiline?: boolean } = {}): boolean {
  const controls = options.multiline ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER;
  return !controls.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * The string every request schema starts from: `safeText({ error: required }).trim().min(1, required)`.
 * Refuses control characters (tabs and line breaks too, unless `multiline`) and unpaired surrogates
 * with a Spanish message.
 */
export function safeText(params?: Parameters<typeof z.string>[0], options: { multiline?: boolean } = {}) {
  return z.string(params).refine((value) => isSafeText(value, options), { error: messages.validation.invalidCharacters, abort: true });
}
