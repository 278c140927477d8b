export * from './event.types.ts';
export * from './call-document.ts';
