import { messages } from '@dorsal/core';

/**
 * Spanish texts the payment adapters produce: the `payments` group of the es-MX catalogue in
 * `packages/core`. Card-form texts are the spec's (§5) with the spelling slips fixed.
 */
export const paymentMessages = messages.payments;
