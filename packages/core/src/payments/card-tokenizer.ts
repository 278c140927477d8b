/**
 * What the browser's card form tokenizes with, as the registration options say: the in-process
 * sandbox (`sandboxTokenize`, nothing leaves the page) or Conekta.js loaded from `scriptUrl` with
 * the account's public key (browser-safe; the private key never leaves the server).
 */
export type CardTokenizer = { kind: 'sandbox' } | { kind: 'conekta'; publicKey: string; scriptUrl: string };

export type CardField = 'number' | 'cvc' | 'expiry';

/**
 * The answer of either tokenizer. `field` names the input at fault; null when none is (the
 * processor's library could not be loaded, or it refused the card as a whole).
 */
export type CardTokenOutcome = { ok: true; token: string } | { ok: false; field: CardField | null; message: string };
