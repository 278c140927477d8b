import { describe, expect, it } from 'vitest';
import { commissionRateFor, currentPriceWindow, priceFor, priceWindowSchema, priceWindowsSchema, type PriceWindow } from './pricing.ts';

const windows: PriceWindow[] = [
  { from: '2026-01-01', to: '2026-02-28', prices: { precio_1: 35000, precio_2: 20000 } },
  { from: '2026-03-01', to: '2026-04-10', prices: { precio_1: 45000 } },
];
const modality = { priceWindows: windows };

describe('priceFor', () => {
  it('takes the price of the window covering the date, both ends inclusive', () => {
    expect(priceFor(modality, 'precio_1', '2026-01-01')).toBe(35000);
    expect(priceFor(modality, 'precio_1', '2026-02-28')).toBe(35000);
    expect(priceFor(modality, 'precio_1', '2026-03-01')).toBe(45000);
    expect(priceFor(modality, 'precio_2', '2026-02-01')).toBe(20000);
  });

  it('defaults the key to precio_1', () => {
    expect(priceFor(modality, undefined, '2026-04-10')).toBe(45000);
    expect(priceFor(modality, '', '2026-04-10')).toBe(45000);
  });

  it('has no price outside every window or for a key the window lacks', () => {
    expect(priceFor(modality, 'precio_1', '2025-12-31')).toBeNull();
    expect(priceFor(modality, 'precio_1', '2026-04-11')).toBeNull();
    expect(priceFor(modality, 'precio_2', '2026-03-15')).toBeNull();
    expect(priceFor({ priceWindows: [] }, 'precio_1', '2026-03-15')).toBeNull();
  });

  it('keeps a price of 0 (free modality)', () => {
    expect(priceFor({ priceWindows: [{ from: '2026-01-01', to: '2026-12-31', prices: { precio_1: 0 } }] }, null, '2026-06-01')).toBe(0);
  });

  it('takes the first listed window when windows overlap, and refuses a bad date', () => {
    const overlapping = [windows[1]!, { from: '2026-01-01', to: '2026-12-31', prices: { precio_1: 1 } }];
    expect(currentPriceWindow(overlapping, '2026-03-05')).toBe(windows[1]);
    expect(() => priceFor(modality, 'precio_1', '2026-13-01')).toThrow(RangeError);
  });
});

describe('commissionRateFor', () => {
  it('is 7 % online by default, the event rate when set (0 included), 0 at the point of sale', () => {
    expect(commissionRateFor({ channel: 'online' })).toBe(0.07);
    expect(commissionRateFor({ channel: 'online', eventRate: null })).toBe(0.07);
    expect(commissionRateFor({ channel: 'online', eventRate: 0.05 })).toBe(0.05);
    expect(commissionRateFor({ channel: 'online', eventRate: 0 })).toBe(0);
    expect(commissionRateFor({ channel: 'point_of_sale', eventRate: 0.05 })).toBe(0);
  });
});

describe('price window schemas', () => {
  it('accepts integer cents and ordered dates', () => {
    expect(priceWindowSchema.safeParse(windows[0]).success).toBe(true);
    expect(priceWindowSchema.safeParse({ ...windows[0], prices: { precio_1: 350.5 } }).success).toBe(false);
    expect(priceWindowSchema.safeParse({ ...windows[0], prices: { precio_1: -1 } }).success).toBe(false);
    const reversed = priceWindowSchema.safeParse({ from: '2026-03-01', to: '2026-02-01', prices: {} });
    expect(reversed.error?.issues[0]?.message).toBe('La fecha de inicio debe ser anterior a la de finalización');
    expect(priceWindowSchema.safeParse({ from: '2026-02-30', to: '2026-03-01', prices: {} }).success).toBe(false);
  });

  it('refuses overlapping windows', () => {
    expect(priceWindowsSchema.safeParse(windows).success).toBe(true);
    const result = priceWindowsSchema.safeParse([windows[1], { ...windows[0], to: '2026-03-01' }]);
    expect(result.error?.issues.map((issue) => [issue.message, issue.path])).toEqual([
      ['Los periodos de precio no deben traslaparse', [0, 'from']],
    ]);
  });
});
