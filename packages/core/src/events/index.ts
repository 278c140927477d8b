export * from './event.types.ts';
