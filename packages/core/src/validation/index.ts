export * from './spanish-errors.ts';
export * from './safe-text.ts';
export * from './id-param.ts';
