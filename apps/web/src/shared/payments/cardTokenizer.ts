import { sandboxTokenize, type CardData, type CardTokenizer, type CardTokenOutcome } from '@dorsal/core';
import { loadConektaScript } from './conektaScript.ts';
import { conektaTokenize } from './conektaTokenize.ts';

export type TokenizeCard = (card: CardData) => Promise<CardTokenOutcome>;

/** The tokenizer the registration options name: the in-page sandbox or Conekta.js. */
export function tokenizerFor(tokenizer: CardTokenizer): TokenizeCard {
  if (tokenizer.kind === 'conekta') return (card) => conektaTokenize(tokenizer, card);
  return async (card) => sandboxTokenize(card);
}

/** Starts loading the processor's library while the buyer types; a failure shows on 'Pagar', which loads again. */
export function preloadTokenizer(tokenizer: CardTokenizer): void {
  if (tokenizer.kind === 'conekta') loadConektaScript(tokenizer.scriptUrl).catch(() => undefined);
}
