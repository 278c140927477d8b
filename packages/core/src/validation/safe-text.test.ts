import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages.ts';
import { isSafeText, safeText } from './safe-text.ts';

describe('isSafeText', () => {
  it('accepts what people type, accents, emoji and other scripts included', () => {
    for (const text of ['María José Núñez', 'Ñandú 🏃‍♀️ 10K', '李小龙', 'O’Connor-Smith', '']) expect(isSafeText(text), text).toBe(true);
  });

  it('refuses NUL and other control characters, and unpaired surrogates', () => {
    for (const text of ['Ana\u0000', 'a\u0007b', 'tab\there', 'line\nbreak', 'del\u007f', 'c1\u0085', 'x\ud800', '\udc00x', 'x\ud800\ud800\udc00y']) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('lets multiline text keep tabs and line breaks, never NUL or broken UTF-16', () => {
    expect(isSafeText('Uno\r\n\tDos', { multiline: true })).toBe(true);
    expect(isSafeText('Uno\u0000', { multiline: true })).toBe(false);
    expect(isSafeText('Uno\udbff', { multiline: true })).toBe(false);
  });
});

describe('safeText', () => {
  it('refuses unsafe text with the Spanish message before any later rule', () => {
    const schema = safeText().trim().min(1).max(5);
    expect(schema.parse(' Ana ')).toBe('Ana');
    const result = schema.safeParse('A\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.validation.invalidCharacters]);
  });
});
