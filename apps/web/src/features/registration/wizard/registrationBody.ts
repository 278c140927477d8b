import type { DeskRegistrationRequest, PaymentChoice, QuoteAnswer, RegistrationRequest, RegistrationOptions } from '@dorsal/core';
import { selectedModality } from './selection.ts';
import { validateWizardFields } from './wizardFields.ts';
import type { WizardState } from './wizardState.ts';
import { validateTeam } from './team.ts';

/** Online: card, OXXO or nothing to pay; at the desk: cash. */
export type WizardPayment = PaymentChoice | DeskRegistrationRequest['payment'];
export type WizardRequest = RegistrationRequest | DeskRegistrationRequest;

/**
 * The body of POST …/registrations (online or at the desk) from the wizard's choices: the extra fields as core normalised
 * them, products with their saved forms, and the discount code only when the quote applied it.
 */
export function registrationBodyFor(options: {
  registration: RegistrationOptions;
  state: WizardState;
  categoryCode: string | null;
  quote: QuoteAnswer | undefined;
  payment: WizardPayment;
  tkl: string | undefined;
}): WizardRequest {
  const { registration, state, categoryCode, quote, payment, tkl } = options;
  if (!state.athlete || !state.modalityCode || !categoryCode) throw new Error('The wizard reached the payment without its choices');
  const fields = validateWizardFields(registration, selectedModality(registration, state), state.fieldValues).values;
  return {
    athlete: state.athlete,
    modalityCode: state.modalityCode,
    categoryCode,
    fields,
    teamMembers: validateTeam(state.teamMembers).members,
    products: state.products.map((product) => ({ code: product.code, quantity: product.quantity, fields: product.formValues ?? {} })),
    ...(state.discountCode && quote?.discount?.applied ? { discountCode: state.discountCode } : {}),
    currency: state.currency,
    ...(payment.method === 'cash' ? { payment } : { payment, ...(tkl ? { tkl } : {}) }),
  };
}
