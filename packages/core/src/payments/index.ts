export * from './card-tokenizer.ts';
export * from './conekta-token-error.ts';
export * from './sandbox-cards.ts';
export * from './sandbox-tokenize.ts';
