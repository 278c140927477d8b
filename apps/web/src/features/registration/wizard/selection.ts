import { offeredCategories } from '@dorsal/core';
import type { CategoryPicker, Product } from '@dorsal/core';
import type { ModalityOption, ProductOption, QuoteRequest, RegistrationOptions } from '@dorsal/core';
import type { WizardState } from './wizardState.ts';

export function selectedModality(options: RegistrationOptions, state: WizardState): ModalityOption | null {
  return options.modalities.find((modality) => modality.code === state.modalityCode) ?? null;
}

/** Core `offeredCategories` for the modality and the confirmed athlete (age per the event's rule). */
export function categoryPickerFor(options: RegistrationOptions, modality: ModalityOption, state: WizardState): CategoryPicker {
  return offeredCategories({
    categories: modality.categories.map((category) => ({ ...category, winnersCount: 0, isOverall: false, hidden: false })),
    branch: state.athlete?.gender ?? null,
    birthDate: state.athlete?.birthDate ?? null,
    eventDate: options.event.date,
    ageAtEventDate: options.ageAtEventDate,
    lowerCategories: options.lowerCategories,
  });
}

/** The category in force: the one picked if still offered, else the only one offered (auto-selected). */
export function effectiveCategory(picker: CategoryPicker | null, chosen: string | null): string | null {
  if (!picker) return null;
  if (chosen && picker.categories.some(({ category }) => category.code === chosen)) return chosen;
  return picker.autoSelected ?? null;
}

/** A product of the options as core's `Product` (peso unit price) for `addProduct`. */
export function coreProduct(product: ProductOption): Product {
  return {
    code: product.code,
    name: product.name,
    description: product.description,
    unitCents: product.price.MXN?.cents ?? 0,
    maxQuantity: product.maxQuantity,
    formFields: product.formFields,
  };
}

/** What POST /quote needs for the current choices; null until a modality is chosen. */
export function quoteBodyFor(state: WizardState, categoryCode: string | null): QuoteRequest | null {
  if (!state.modalityCode) return null;
  return {
    modalityCode: state.modalityCode,
    ...(categoryCode ? { categoryCode } : {}),
    products: state.products.map((product) => ({ code: product.code, quantity: product.quantity, fields: product.formValues ?? {} })),
    ...(state.discountCode ? { discountCode: state.discountCode } : {}),
    currency: state.currency,
  };
}
