import { productSetupSchema, type FormFieldView, type ProductView } from '@dorsal/core';

/** A product as its dialog edits it: money and quantities as typed. */
export interface ProductValues {
  code: string;
  name: string;
  description: string;
  /** Pesos as typed ('250' or '250.50'). */
  price: string;
  /** Empty: no limit. */
  maxQuantity: string;
  /** '' : no colour. */
  color: string;
  hideInPublic: boolean;
  modalityCodes: string[];
  formFields: FormFieldView[];
}

export const newProductValues = (modalityCodes: string[]): ProductValues => ({
  code: '', name: '', description: '', price: '', maxQuantity: '1', color: '', hideInPublic: false, modalityCodes, formFields: [],
});

export const productValuesOf = (product: ProductView): ProductValues => ({
  code: product.code,
  name: product.name,
  description: product.description,
  price: (product.unitCents / 100).toFixed(2),
  maxQuantity: product.maxQuantity === null ? '' : String(product.maxQuantity),
  color: product.color ?? '',
  hideInPublic: product.hideInPublic,
  modalityCodes: product.modalityCodes,
  formFields: product.formFields,
});

function pesosToCents(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : Number.NaN;
}

/** The product as the list keeps it (and the API receives it), or the first message per input. */
export function checkProduct(values: ProductValues, imageUrl: string | null): { product: ProductView } | { errors: Partial<Record<keyof ProductValues, string>> } {
  const parsed = productSetupSchema.safeParse({
    ...values,
    unitCents: pesosToCents(values.price),
    maxQuantity: values.maxQuantity.trim() === '' ? null : Number(values.maxQuantity),
    color: values.color || null,
  });
  if (parsed.success) return { product: { ...parsed.data, imageUrl } as ProductView };
  const errors: Partial<Record<keyof ProductValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'unitCents' ? 'price' : (String(issue.path[0]) as keyof ProductValues);
    errors[key] ??= issue.message;
  }
  return { errors };
}
