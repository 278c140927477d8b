/** es-MX catalogue — Texts of the payment adapters (card form texts are the spec's §5 with the spelling slips fixed). */
export const payments = {
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
  cardNumber: '¡Revisa el número de tarjeta!',
  cardCvc: '¡Revisa el código de seguridad!',
  cardExpiry: '¡Revisa la fecha de expiración!',
  /** The processor's card library (Conekta.js) could not be loaded or did not answer. */
  tokenizerUnavailable: 'No pudimos conectar con el procesador de pagos. Revisa tu conexión e intenta de nuevo.',
  invalidSignature: 'La firma del aviso de pago no es válida',
  unknownProvider: 'Procesador de pagos desconocido',
} as const;
