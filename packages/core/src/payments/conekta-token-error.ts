import { messages } from '../i18n/messages.ts';
import type { CardField, CardTokenOutcome } from './card-tokenizer.ts';

const paymentMessages = messages.payments;

/**
 * The error object Conekta.js hands its error handler (and `POST /tokens` answers):
 * `message_to_purchaser` is meant for the buyer, `param` names the card field (`card[number]`).
 */
export interface ConektaTokenError {
  object?: string;
  type?: string;
  message?: string;
  message_to_purchaser?: string;
  param?: string | null;
  code?: string;
}

const fieldMessages: Record<CardField, string> = {
  number: paymentMessages.cardNumber,
  cvc: paymentMessages.cardCvc,
  expiry: paymentMessages.cardExpiry,
};

/** Which input a Conekta.js error is about, by its `param` (or its `code` when `param` is empty). */
export function conektaErrorField(error: ConektaTokenError): CardField | null {
  const hint = (error.param || error.code || '').toLowerCase();
  if (/number/.test(hint)) return 'number';
  if (/cvc|cvv|security/.test(hint)) return 'cvc';
  if (/exp/.test(hint)) return 'expiry';
  return null;
}

/** A Conekta.js refusal as the card form shows it: the buyer's message, else the form's own text for that field. */
export function conektaTokenFailure(error: unknown): Extract<CardTokenOutcome, { ok: false }> {
  const body: ConektaTokenError = typeof error === 'object' && error !== null ? (error as ConektaTokenError) : {};
  const field = conektaErrorField(body);
  const purchaser = typeof body.message_to_purchaser === 'string' ? body.message_to_purchaser.trim() : '';
  return { ok: false, field, message: purchaser || (field ? fieldMessages[field] : paymentMessages.processingError) };
}
