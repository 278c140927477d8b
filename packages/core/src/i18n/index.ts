export * from './messages.ts';
export * from './slogans.ts';
