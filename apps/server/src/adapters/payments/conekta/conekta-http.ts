import { PaymentError, paymentUnavailable } from '../payment-error.ts';
import { paymentMessages } from '../payment-messages.ts';
import { acceptHeader, conektaDefaults, type ConektaConfig } from './conekta-config.ts';

/**
 * Conekta's error object (conekta/openapi `schemas/errors/error.yml` and `details.yml`;
 * developers.conekta.com/reference/errores): `details[].message` is meant for the buyer and comes
 * in Spanish with `Accept-Language: es`; `data` may hold the order a `processing_error` still created.
 */
export interface ConektaErrorBody {
  object?: string;
  type?: string;
  log_id?: string | null;
  details?: { code?: string; param?: string | null; message?: string; debug_message?: string }[];
  data?: unknown;
}

export type ConektaResponse =
  | { ok: true; status: number; body: Record<string, unknown> }
  | { ok: false; status: number; error: ConektaErrorBody };

export type ConektaRequest = (
  method: 'GET' | 'POST',
  path: string,
  options?: { body?: unknown; idempotencyKey?: string },
) => Promise<ConektaResponse>;

/**
 * One HTTP call to the API. Headers as documented (developers.conekta.com/api: Bearer auth, version
 * in `Accept`, locale in `Accept-Language`; conekta/openapi `parameters/commons/headers/idempotency_key.yml`).
 * Network failures, timeouts, 5xx and unreadable answers throw `PaymentError('unavailable')`;
 * 4xx answers come back for the caller to map.
 */
export function createConektaHttp(config: ConektaConfig): ConektaRequest {
  const baseUrl = (config.baseUrl ?? conektaDefaults.baseUrl).replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? conektaDefaults.timeoutMs;

  return async (method, path, options = {}) => {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${config.privateKey}`,
      Accept: acceptHeader(config),
      'Accept-Language': 'es',
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (cause) {
      throw paymentUnavailable(cause);
    }
    const body = parseJson(text);
    if (status >= 200 && status < 300) {
      if (!body) throw new PaymentError([paymentMessages.unexpectedAnswer], 'unavailable', { status });
      return { ok: true, status, body };
    }
    const error: ConektaErrorBody = body ?? {};
    if (status >= 500 || !body) throw conektaError(status, error);
    return { ok: false, status, error };
  };
}

/** The provider's refusal as a PaymentError carrying its `details[].message` list. */
export function conektaError(status: number, error: ConektaErrorBody): PaymentError {
  const details = Array.isArray(error.details) ? error.details : [];
  const messages = details.map((detail) => detail.message).filter((message): message is string => !!message);
  const fallback = status >= 500 ? paymentMessages.unreachable : paymentMessages.unexpectedAnswer;
  return new PaymentError(messages.length ? messages : [fallback], status >= 500 ? 'unavailable' : 'rejected', {
    status,
    type: error.type,
    codes: details.map((detail) => detail.code ?? '').filter(Boolean),
    logId: error.log_id ?? undefined,
  });
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
