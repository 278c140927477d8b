export * from './sandbox-cards.ts';
export * from './sandbox-tokenize.ts';
