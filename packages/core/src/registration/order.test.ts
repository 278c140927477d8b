import { describe, expect, it } from 'vitest';
import { buildOrder, isRemovableLine, lineTotal, orderTotal, requiresPayment } from './order.ts';
import type { Currency } from './currency.ts';

const inscription = { name: 'Inscripción 10 km', description: '10 km', priceKey: 'precio_1', unitCents: 45000 };
const shirt = { code: 'PLAYERA', name: 'Playera', unitCents: 25000, quantity: 2, formValues: { talla: 'M' } };
const medal = { code: 'MEDALLA', name: 'Medalla', unitCents: 9950, quantity: 1 };
const usd: Currency = { code: 'USD', kind: 'other', rate: 17.25, label: 'Dólares', showMxnEquivalent: true };

describe('buildOrder', () => {
  it('builds inscription, product lines and the 7 % commission line', () => {
    const order = buildOrder({ inscription, products: [shirt, medal] });
    expect(order.lines.map((line) => [line.code, line.quantity, line.unitCents])).toEqual([
      ['insc', 1, 45000],
      ['producto-PLAYERA', 2, 25000],
      ['producto-MEDALLA', 1, 9950],
      ['comision', 1, 7347],
    ]);
    expect(order.subtotalCents).toBe(104950);
    expect(order.commissionCents).toBe(7347); // 7,346.5 rounded half-up
    expect(order.totalCents).toBe(112297);
    expect(order.charge).toEqual({ cents: 112297, currency: 'MXN' });
    expect(order.currency).toBe('MXN');
    const commission = order.lines.at(-1)!;
    expect(commission).toMatchObject({ name: 'Comisión OnLine', description: 'Comisión por registro y pago en línea' });
    expect(order.lines[0]).toMatchObject({ name: 'Inscripción 10 km', priceKey: 'precio_1' });
    expect(order.lines[1]?.formValues).toEqual({ talla: 'M' });
    expect(orderTotal(order.lines)).toBe(order.totalCents);
  });

  it("uses the event's rate, including 0", () => {
    expect(buildOrder({ inscription, commissionRate: 0.05 }).commissionCents).toBe(2250);
    const free = buildOrder({ inscription, commissionRate: 0 });
    expect(free.commissionCents).toBe(0);
    expect(free.lines.map((line) => line.code)).toEqual(['insc', 'comision']);
  });

  it('has no commission line at the point of sale', () => {
    const desk = buildOrder({ inscription, commissionRate: 0.05, atPointOfSale: true });
    expect(desk.lines.map((line) => line.code)).toEqual(['insc']);
    expect(desk.commissionCents).toBe(0);
    expect(desk.totalCents).toBe(inscription.unitCents);
  });

  it('applies an amount discount as a negative line before the commission', () => {
    const order = buildOrder({ inscription, discount: { code: 'AMIGOS', kind: 'amount', value: 10000 } });
    expect(order.lines.map((line) => [line.code, line.unitCents])).toEqual([
      ['insc', 45000],
      ['descuento', -10000],
      ['comision', 2450],
    ]);
    expect(order.lines[1]).toMatchObject({ name: 'Descuento', description: 'Código AMIGOS' });
    expect(order.totalCents).toBe(37450);
  });

  it('applies a percent discount half-up on the subtotal, or on the inscription alone', () => {
    const order = buildOrder({ inscription, products: [medal], discount: { code: 'X', kind: 'percent', value: 10 } });
    expect(order.discountCents).toBe(5495); // 10 % of 54,950
    const inscriptionOnly = buildOrder({
      inscription,
      products: [medal],
      discount: { code: 'X', kind: 'percent', value: 10, scope: 'registration' },
    });
    expect(inscriptionOnly.discountCents).toBe(4500);
  });

  it('caps a discount at the subtotal: zero total, zero commission, nothing to pay', () => {
    const order = buildOrder({ inscription, discount: { code: 'CORTESIA', kind: 'amount', value: 999999 } });
    expect(order.discountCents).toBe(45000);
    expect(order.commissionCents).toBe(0);
    expect(order.totalCents).toBe(0);
    expect(requiresPayment(order)).toBe(false);
    const capped = buildOrder({
      inscription,
      products: [medal],
      discount: { code: 'X', kind: 'amount', value: 999999, scope: 'registration' },
    });
    expect(capped.discountCents).toBe(45000);
    expect(capped.totalCents).toBe(9950 + 697);
  });

  it('keeps a zero discount line when the code applies to nothing', () => {
    const order = buildOrder({ inscription: { ...inscription, unitCents: 0 }, discount: { code: 'X', kind: 'percent', value: 50 } });
    const line = order.lines.find((l) => l.code === 'descuento')!;
    expect(Object.is(line.unitCents, 0)).toBe(true);
    expect(order.totalCents).toBe(0);
  });

  it('converts peso prices to the chosen currency (floored) and charges pesos', () => {
    const order = buildOrder({ inscription, products: [medal], currency: usd });
    expect(order.currency).toBe('USD');
    // 450 / 17.25 = 26.0869…, 99.50 / 17.25 = 5.7681…; 7 % of 31.84 = 2.2288
    expect(order.lines.map((line) => line.unitCents)).toEqual([2608, 576, 223]);
    expect(order.totalCents).toBe(3407);
    expect(order.charge).toEqual({ cents: 58770, currency: 'MXN' }); // 34.07 × 17.25 = 587.7075, floored
    expect(requiresPayment(order)).toBe(true);
  });

  it('converts an amount discount from pesos too', () => {
    const order = buildOrder({ inscription, currency: usd, discount: { code: 'X', kind: 'amount', value: 1725 } });
    expect(order.discountCents).toBe(100);
  });

  it('drops products with quantity 0 and refuses bad input', () => {
    expect(buildOrder({ inscription, products: [{ ...medal, quantity: 0 }] }).lines).toHaveLength(2);
    expect(() => buildOrder({ inscription, products: [medal, medal] })).toThrow(RangeError);
    expect(() => buildOrder({ inscription, products: [{ ...medal, quantity: -1 }] })).toThrow(RangeError);
    expect(() => buildOrder({ inscription, products: [{ ...medal, quantity: 1.5 }] })).toThrow(RangeError);
    expect(() => buildOrder({ inscription: { ...inscription, unitCents: 100.5 } })).toThrow(RangeError);
    expect(() => buildOrder({ inscription: { ...inscription, unitCents: -1 } })).toThrow(RangeError);
    expect(() => buildOrder({ inscription, commissionRate: 1.5 })).toThrow(RangeError);
    expect(() => buildOrder({ inscription, discount: { code: 'X', kind: 'percent', value: 101 } })).toThrow(RangeError);
    expect(() => buildOrder({ inscription, discount: { code: 'X', kind: 'amount', value: -5 } })).toThrow(RangeError);
  });

  it('is rebuilt from scratch: the same input gives the same order', () => {
    const input = { inscription, products: [shirt], discount: { code: 'X', kind: 'percent' as const, value: 15 } };
    expect(buildOrder(input)).toEqual(buildOrder(input));
  });
});

describe('lines', () => {
  it('inscription and commission lines cannot be removed', () => {
    expect(isRemovableLine('insc')).toBe(false);
    expect(isRemovableLine('comision')).toBe(false);
    expect(isRemovableLine('producto-PLAYERA')).toBe(true);
    expect(isRemovableLine('descuento')).toBe(true);
    expect(lineTotal({ quantity: 3, unitCents: 1999 })).toBe(5997);
  });
});
