export * from './duration.ts';
export * from './instant.ts';
