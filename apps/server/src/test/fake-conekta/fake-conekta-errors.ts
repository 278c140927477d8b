import { randomBytes } from 'node:crypto';

/**
 * Conekta's error object as its references give it (conekta/openapi `schemas/errors/error.yml`,
 * `details.yml`, `resources/errors/401.yml` / `402.yml` / `422.yml`; developers.conekta.com/reference/errores
 * for the type ↔ HTTP status table: 400 malformed_request_error, 401 authentication_error,
 * 402 processing_error, 404 resource_not_found_error, 409 conflict_error, 422 parameter_validation_error,
 * 500 api_error). Messages are Spanish, as with `Accept-Language: es`.
 */
export interface ErrorDetail {
  code: string;
  param: string | null;
  message: string;
  debug_message: string;
}

export const hexId = () => randomBytes(12).toString('hex');

export function errorBody(type: string, details: ErrorDetail[], data?: unknown) {
  return { object: 'error', type, log_id: hexId(), details, ...(data === undefined ? {} : { data }) };
}

/** Shape of the documented example (developers.conekta.com, errores-devolucion-efectivo-direct-api). */
export function missingParameter(param: string): ErrorDetail {
  return {
    code: `conekta.errors.parameter_validation.${param}.missing`,
    param,
    message: `El parámetro "${param}" es requerido.`,
    debug_message: `The "${param}" is missing.`,
  };
}

export function invalidParameter(param: string, message: string): ErrorDetail {
  return { code: `conekta.errors.parameter_validation.${param}.invalid`, param, message, debug_message: `The "${param}" is invalid.` };
}

export const fakeMessages = {
  missingKey: 'Acceso no autorizado.',
  invalidKey: 'Acceso no autorizado. La llave privada no es válida.',
  version: 'La versión del API solicitada no es válida.',
  malformed: 'El cuerpo de la petición no es un JSON válido.',
  notFound: 'El recurso no fue encontrado.',
  declined: 'Esta tarjeta fue declinada. Por favor intenta con otro método de pago.',
  insufficientFunds: 'Esta tarjeta no tiene suficientes fondos para completar la compra.',
  internal: 'Ocurrió un error inesperado en Conekta.',
} as const;

export const authError = (message: string, code: string) =>
  errorBody('authentication_error', [{ code, param: null, message, debug_message: 'Please include a valid private key.' }]);

/**
 * The flat error object of the tokens API (v0.3.0) that Conekta.js hands its error handler:
 * `message` for the developer, `message_to_purchaser` for the buyer, `param` the card field.
 */
export function tokenError(type: string, code: string, param: string | null, message: string, toPurchaser: string) {
  return { object: 'error', type, code, param, message, message_to_purchaser: toPurchaser };
}

export const tokenMessages = {
  card: 'Los datos de la tarjeta son requeridos.',
  number: 'El número de la tarjeta es inválido.',
  name: 'El nombre del tarjetahabiente es requerido.',
  cvc: 'El código de seguridad (CVC) es inválido.',
  expMonth: 'El mes de expiración es inválido.',
  expYear: 'El año de expiración es inválido.',
  expired: 'La tarjeta ha expirado.',
  unauthorized: 'Acceso no autorizado. La llave pública no es válida.',
  version: 'La versión del API solicitada no es válida.',
} as const;
