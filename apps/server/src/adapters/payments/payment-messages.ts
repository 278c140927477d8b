/**
 * Spanish texts the payment adapters produce. They belong in the es-MX catalogue of
 * `packages/core`; they live here until the registration work moves them there.
 * Card-form texts are the spec's (§5) with the spelling slips fixed.
 */
export const paymentMessages = {
  /** Spec §8: 'Error procesando el pago: {details joined by ' - '}'. */
  failurePrefix: 'Error procesando el pago: ',
  unreachable: 'No pudimos comunicarnos con el procesador de pagos, intenta de nuevo',
  unexpectedAnswer: 'El procesador de pagos respondió de forma inesperada, intenta de nuevo',
  cardDeclined: 'La tarjeta fue declinada',
  insufficientFunds: 'Fondos insuficientes',
  processingError: 'El procesador de pagos no pudo procesar la tarjeta, intenta de nuevo',
  invalidCardToken: 'Los datos de la tarjeta no son válidos, vuelve a capturarlos',
  referenceNotFound: 'No encontramos esa referencia de pago',
  referenceExpired: 'La referencia de pago ya venció',
  orderNotFound: 'No encontramos esa orden de pago',
  orderNotPending: 'La orden de pago ya no está pendiente',
  cardNumber: 'Revisa el número de tarjeta!',
  cardCvc: 'Revisa el código de seguridad!',
  cardExpiry: 'Revisa la fecha de expiración!',
} as const;
