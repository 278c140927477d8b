export * from './chat.schemas.ts';
export * from './chat.api.ts';
