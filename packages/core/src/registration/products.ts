import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';
import { validateFormValues } from './form-validation.ts';
import type { FieldContext, FieldDefinition } from './form-fields.ts';
import type { ProductSelection } from './order.types.ts';
import type { FormValues } from './registration.types.ts';

const m = messages.registration.products;

/** productosAdicionales entry: an add-on sold with the inscription (price in peso cents). */
export interface Product {
  code: string; // codigoProducto
  name: string; // nombreProducto
  description?: string; // descripcionProducto
  unitCents: number; // precioProducto
  /** maxCantidad: units one registration may buy; null (or 0) = no limit. */
  maxQuantity: number | null;
  imageUrl?: string; // imagenProducto
  color?: string;
  /** formularioProducto: filled and saved before 'Agregar al registro'. */
  formFields?: FieldDefinition[];
  /** Sold only at the point of sale. */
  hideInPublic?: boolean;
}

export type ProductChange = { ok: true; selections: ProductSelection[] } | { ok: false; message: string; errors?: Record<string, string> };

/** The products offered: none when the modality hides add-ons; public ones only online. */
export function availableProducts(
  products: readonly Product[],
  options: { channel: FieldContext['channel']; hideProducts?: boolean },
): Product[] {
  if (options.hideProducts) return [];
  return products.filter((product) => options.channel === 'point_of_sale' || !product.hideInPublic);
}

/** The message when one more unit would pass maxCantidad, or null. */
export function productLimitMessage(maxQuantity: number | null, currentQuantity: number): string | null {
  if (!maxQuantity || maxQuantity <= 0 || currentQuantity < maxQuantity) return null;
  return maxQuantity === 1 ? m.onlyOne : fill(m.maxTimes, { n: maxQuantity });
}

/**
 * Adds one unit of a product: a new line, or one more on its line. Refused past maxCantidad
 * ('Este producto ya fue agregado y permite una sola unidad' / 'Este producto máximo puede ser
 * agregado {n} veces') and while the product's form is not valid. The saved form values of the
 * last addition are kept on the line.
 */
export function addProduct(
  selections: readonly ProductSelection[],
  product: Product,
  options: { formValues?: Readonly<Record<string, unknown>>; context?: FieldContext } = {},
): ProductChange {
  const existing = selections.find((selection) => selection.code === product.code);
  const limit = productLimitMessage(product.maxQuantity, existing?.quantity ?? 0);
  if (limit) return { ok: false, message: limit };

  let formValues: FormValues | undefined = existing?.formValues;
  if (product.formFields?.length) {
    const validation = validateFormValues(product.formFields, options.formValues ?? {}, options.context ?? { channel: 'online' });
    if (!validation.valid) return { ok: false, message: m.saveFormFirst, errors: validation.errors };
    formValues = validation.values;
  }

  const line: ProductSelection = {
    code: product.code,
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    unitCents: product.unitCents,
    quantity: (existing?.quantity ?? 0) + 1,
    ...(formValues ? { formValues } : {}),
  };
  return {
    ok: true,
    selections: existing
      ? selections.map((selection) => (selection.code === product.code ? line : selection))
      : [...selections, line],
  };
}

/** Removes one unit; the line goes away when its quantity goes from 1 to 0. */
export function removeProduct(selections: readonly ProductSelection[], code: string): ProductSelection[] {
  return selections.flatMap((selection) => {
    if (selection.code !== code) return [selection];
    return selection.quantity > 1 ? [{ ...selection, quantity: selection.quantity - 1 }] : [];
  });
}
