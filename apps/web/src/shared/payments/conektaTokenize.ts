import { conektaTokenFailure, messages, type CardData, type CardTokenizer, type CardTokenOutcome } from '@dorsal/core';
import { loadConektaScript, type ConektaJs } from './conektaScript.ts';

/** Conekta.js may never call back (a stalled request); the buyer gets the retry message instead of a spinner. */
const TOKEN_TIMEOUT_MS = 30_000;
const unavailable: CardTokenOutcome = { ok: false, field: null, message: messages.payments.tokenizerUnavailable };

/**
 * Tokenizes in the browser with Conekta.js: the card goes from the page to Conekta with the public
 * key, only the token comes to Dorsal. Refusals carry Conekta's message for the buyer and the field.
 */
export async function conektaTokenize(tokenizer: Extract<CardTokenizer, { kind: 'conekta' }>, card: CardData): Promise<CardTokenOutcome> {
  let conekta: ConektaJs;
  try {
    conekta = await loadConektaScript(tokenizer.scriptUrl);
  } catch {
    return unavailable;
  }
  conekta.setPublicKey(tokenizer.publicKey);
  conekta.setLanguage?.('es');
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(unavailable), TOKEN_TIMEOUT_MS);
    const settle = (outcome: CardTokenOutcome) => {
      window.clearTimeout(timer);
      resolve(outcome);
    };
    const params = {
      card: { number: card.number, name: card.name, exp_year: String(card.expYear), exp_month: String(card.expMonth), cvc: card.cvc },
    };
    try {
      conekta.Token.create(
        params,
        (token) => settle(typeof token?.id === 'string' ? { ok: true, token: token.id } : conektaTokenFailure(token)),
        (error) => settle(conektaTokenFailure(error)),
      );
    } catch (error) {
      settle(conektaTokenFailure(error));
    }
  });
}
