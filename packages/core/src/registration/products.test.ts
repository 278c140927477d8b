import { describe, expect, it } from 'vitest';
import { addProduct, availableProducts, productLimitMessage, removeProduct, type Product } from './products.ts';
import type { ProductSelection } from './order.types.ts';

const cap: Product = { code: 'GORRA', name: 'Gorra', unitCents: 15000, maxQuantity: 1 };
const shirt: Product = {
  code: 'PLAYERA',
  name: 'Playera',
  unitCents: 25000,
  maxQuantity: 3,
  formFields: [
    {
      id: 'talla',
      label: 'Talla',
      type: 'select',
      required: true,
      options: [
        { label: 'Chica', value: 'S' },
        { label: 'Mediana', value: 'M' },
      ],
    },
  ],
};
const bottle: Product = { code: 'TERMO', name: 'Termo', unitCents: 9900, maxQuantity: null, hideInPublic: true };

function added(selections: ProductSelection[], product: Product, formValues?: Record<string, unknown>): ProductSelection[] {
  const result = addProduct(selections, product, formValues ? { formValues } : {});
  if (!result.ok) throw new Error(result.message);
  return result.selections;
}

describe('addProduct', () => {
  it('adds a line, then counts units on it', () => {
    let selections = added([], shirt, { talla: 'M' });
    expect(selections).toEqual([{ code: 'PLAYERA', name: 'Playera', unitCents: 25000, quantity: 1, formValues: { talla: 'M' } }]);
    selections = added(selections, shirt, { talla: 'S' });
    expect(selections[0]).toMatchObject({ quantity: 2, formValues: { talla: 'S' } });
  });

  it('stops at maxCantidad with the spec messages', () => {
    const one = added([], cap);
    expect(addProduct(one, cap)).toEqual({ ok: false, message: 'Este producto ya fue agregado y permite una sola unidad' });
    let three = added([], shirt, { talla: 'M' });
    three = added(three, shirt, { talla: 'M' });
    three = added(three, shirt, { talla: 'M' });
    expect(addProduct(three, shirt, { formValues: { talla: 'M' } })).toEqual({
      ok: false,
      message: 'Este producto puede agregarse máximo 3 veces',
    });
  });

  it('has no limit when maxCantidad is null or 0', () => {
    let selections: ProductSelection[] = [];
    for (let i = 0; i < 20; i += 1) selections = added(selections, bottle);
    expect(selections[0]?.quantity).toBe(20);
    expect(productLimitMessage(0, 50)).toBeNull();
  });

  it('needs the product form saved and valid first', () => {
    const result = addProduct([], shirt, { formValues: {} });
    expect(result).toEqual({
      ok: false,
      message: 'Guarda el formulario del producto para agregarlo al registro',
      errors: { talla: 'Campo requerido' },
    });
    expect(addProduct([], shirt, { formValues: { talla: 'XL' } }).ok).toBe(false);
  });

  it('does not change the list it was given', () => {
    const selections = added([], cap);
    const before = selections.map((selection) => ({ ...selection }));
    added(selections, bottle);
    expect(selections).toEqual(before);
  });
});

describe('removeProduct', () => {
  it('takes one unit away and removes the line from 1 to 0', () => {
    let selections = added(added(added([], bottle), bottle), cap);
    selections = removeProduct(selections, 'TERMO');
    expect(selections.map((s) => [s.code, s.quantity])).toEqual([
      ['TERMO', 1],
      ['GORRA', 1],
    ]);
    selections = removeProduct(selections, 'TERMO');
    expect(selections.map((s) => s.code)).toEqual(['GORRA']);
    expect(removeProduct(selections, 'NADA')).toEqual(selections);
  });
});

describe('availableProducts', () => {
  it('hides point-of-sale products online and all products when the modality hides them', () => {
    const products = [cap, bottle];
    expect(availableProducts(products, { channel: 'online' })).toEqual([cap]);
    expect(availableProducts(products, { channel: 'point_of_sale' })).toEqual(products);
    expect(availableProducts(products, { channel: 'online', hideProducts: true })).toEqual([]);
  });
});
