export * from './messages.ts';
export * from './fill.ts';
export * from './slogans.ts';
