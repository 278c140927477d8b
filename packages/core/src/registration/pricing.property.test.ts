import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildOrder, lineTotal, orderTotal } from './order.ts';
import { convertFromMxn, MXN_CURRENCY, toMxn, type Currency } from './currency.ts';
import { addProduct, removeProduct, type Product } from './products.ts';
import type { OrderDiscount, ProductSelection } from './order.types.ts';

/** Rates are read to 6 decimals, so the arbitraries draw them as whole millionths. */
const millionths = (max: number, min = 0) => fc.integer({ min, max }).map((value) => ({ value: value / 1e6, micros: BigInt(value) }));

const currencyArbitrary = fc.oneof(
  fc.constant({ currency: MXN_CURRENCY, micros: 1_000_000n }),
  millionths(100_000_000, 10_000).map(({ value, micros }) => ({
    currency: { code: 'USD', kind: 'other', rate: value, label: 'Otra', showMxnEquivalent: true } satisfies Currency,
    micros,
  })),
);

const productsArbitrary = fc.uniqueArray(
  fc.record({
    code: fc.stringMatching(/^[A-Z0-9]{1,8}$/),
    name: fc.constant('Producto'),
    unitCents: fc.integer({ min: 0, max: 2_000_000 }),
    quantity: fc.integer({ min: 0, max: 20 }),
  }),
  { selector: (product) => product.code, maxLength: 6 },
);

const discountArbitrary: fc.Arbitrary<OrderDiscount | null> = fc.option(
  fc.oneof(
    fc.record({ code: fc.constant('X'), kind: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 10_000_000 }) }),
    fc.record({
      code: fc.constant('X'),
      kind: fc.constant('percent' as const),
      value: fc.integer({ min: 0, max: 100_000 }).map((thousandths) => thousandths / 1000),
      scope: fc.constantFrom('order' as const, 'registration' as const),
    }),
  ),
);

const orderInputArbitrary = fc.record({
  inscriptionCents: fc.integer({ min: 0, max: 5_000_000 }),
  products: productsArbitrary,
  discount: discountArbitrary,
  rate: millionths(500_000),
  currency: currencyArbitrary,
});

type OrderInput = typeof orderInputArbitrary extends fc.Arbitrary<infer T> ? T : never;

function build(input: OrderInput) {
  return buildOrder({
    inscription: { name: 'Inscripción', priceKey: 'precio_1', unitCents: input.inscriptionCents },
    products: input.products,
    discount: input.discount,
    commissionRate: input.rate.value,
    currency: input.currency.currency,
  });
}

describe('pricing properties', () => {
  it('every line and total is integer cents and the total is never negative', () => {
    fc.assert(
      fc.property(orderInputArbitrary, (input) => {
        const order = build(input);
        for (const line of order.lines) {
          expect(Number.isSafeInteger(line.unitCents)).toBe(true);
          expect(Number.isSafeInteger(line.quantity) && line.quantity > 0).toBe(true);
          expect(Number.isSafeInteger(lineTotal(line))).toBe(true);
        }
        for (const amount of [order.subtotalCents, order.discountCents, order.commissionCents, order.totalCents, order.charge.cents]) {
          expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        }
        expect(order.totalCents).toBe(orderTotal(order.lines));
        expect(order.totalCents).toBe(order.subtotalCents - order.discountCents + order.commissionCents);
      }),
    );
  });

  it('the discount never exceeds the subtotal (nor the inscription when scoped to it)', () => {
    fc.assert(
      fc.property(orderInputArbitrary, (input) => {
        const order = build(input);
        expect(order.discountCents).toBeLessThanOrEqual(order.subtotalCents);
        if (input.discount?.scope === 'registration') expect(order.discountCents).toBeLessThanOrEqual(order.lines[0]!.unitCents);
        const discountLines = order.lines.filter((line) => line.code === 'descuento');
        expect(discountLines.length).toBe(input.discount ? 1 : 0);
        if (discountLines[0]) expect(discountLines[0].unitCents).toBe(order.discountCents === 0 ? 0 : -order.discountCents);
      }),
    );
  });

  it('commission = round(rate × (subtotal − discount)), half-up, on one last line', () => {
    fc.assert(
      fc.property(orderInputArbitrary, (input) => {
        const order = build(input);
        const exact = input.rate.value * (order.subtotalCents - order.discountCents);
        expect(Math.abs(order.commissionCents - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        if (Math.abs((exact % 1) - 0.5) > 1e-6) expect(order.commissionCents).toBe(Math.round(exact));
        expect(order.lines.filter((line) => line.code === 'comision')).toHaveLength(1);
        expect(order.lines.at(-1)).toMatchObject({ code: 'comision', unitCents: order.commissionCents });
        expect(order.lines[0]?.code).toBe('insc');
      }),
    );
  });

  it('conversion floors: unit prices from pesos, and the charge back to pesos', () => {
    fc.assert(
      fc.property(orderInputArbitrary, (input) => {
        const order = build(input);
        const { micros } = input.currency;
        const pesoPrices = [input.inscriptionCents, ...input.products.filter((p) => p.quantity > 0).map((p) => p.unitCents)];
        pesoPrices.forEach((pesos, index) => {
          const converted = BigInt(order.lines[index]!.unitCents);
          expect(converted * micros <= BigInt(pesos) * 1_000_000n).toBe(true);
          expect((converted + 1n) * micros > BigInt(pesos) * 1_000_000n).toBe(true);
        });
        expect(BigInt(order.charge.cents)).toBe((BigInt(order.totalCents) * micros) / 1_000_000n);
        expect(order.charge.currency).toBe('MXN');
      }),
    );
  });

  it('convertFromMxn and toMxn floor for any amount and rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), millionths(1e9, 10_000), (cents, rate) => {
        const currency = { rate: rate.value };
        const converted = BigInt(convertFromMxn(cents, currency));
        expect(converted * rate.micros <= BigInt(cents) * 1_000_000n).toBe(true);
        expect((converted + 1n) * rate.micros > BigInt(cents) * 1_000_000n).toBe(true);
        const back = BigInt(toMxn(cents, currency));
        expect(back * 1_000_000n <= BigInt(cents) * rate.micros).toBe(true);
        expect((back + 1n) * 1_000_000n > BigInt(cents) * rate.micros).toBe(true);
      }),
    );
  });

  it('adding and removing products keeps quantities within maxCantidad and the order valid', () => {
    const catalogue: Product[] = [
      { code: 'UNO', name: 'Uno', unitCents: 15000, maxQuantity: 1 },
      { code: 'TRES', name: 'Tres', unitCents: 9950, maxQuantity: 3 },
      { code: 'LIBRE', name: 'Libre', unitCents: 1, maxQuantity: null },
    ];
    const operation = fc.record({ add: fc.boolean(), product: fc.constantFrom(...catalogue) });
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), millionths(500_000), (operations, rate) => {
        let selections: ProductSelection[] = [];
        for (const { add, product } of operations) {
          if (!add) selections = removeProduct(selections, product.code);
          else {
            const result = addProduct(selections, product);
            if (result.ok) selections = result.selections;
            else {
              const quantity = selections.find((s) => s.code === product.code)?.quantity ?? 0;
              expect(quantity >= (product.maxQuantity ?? Infinity)).toBe(true);
            }
          }
          for (const selection of selections) {
            const max = catalogue.find((p) => p.code === selection.code)!.maxQuantity ?? Infinity;
            expect(selection.quantity >= 1 && selection.quantity <= max).toBe(true);
          }
          const inscription = { name: 'I', priceKey: 'precio_1', unitCents: 35000 };
          const order = buildOrder({ inscription, products: selections, commissionRate: rate.value });
          expect(Number.isSafeInteger(order.totalCents) && order.totalCents >= 35000).toBe(true);
        }
      }),
    );
  });
});
