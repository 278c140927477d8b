import { describe, expect, it } from 'vitest';
import { formatLongDateEs } from './format-date-es.ts';

describe('formatLongDateEs', () => {
  it('writes the long Spanish date with its weekday', () => {
    expect(formatLongDateEs('2026-03-14')).toBe('sábado 14 de marzo de 2026');
    expect(formatLongDateEs('2028-02-29')).toBe('martes 29 de febrero de 2028');
    expect(formatLongDateEs('2025-12-31')).toBe('miércoles 31 de diciembre de 2025');
  });

  it('agrees with Intl es-MX over two years of dates', () => {
    const intl = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 730; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(formatLongDateEs(iso)).toBe(intl.format(date).replace(',', ''));
    }
  });

  it('returns an unreadable or impossible date unchanged', () => {
    expect(formatLongDateEs('14/03/2026')).toBe('14/03/2026');
    expect(formatLongDateEs('2026-02-30')).toBe('2026-02-30');
  });
});
