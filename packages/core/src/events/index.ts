export * from './event.types.ts';
export * from './event.schemas.ts';
export * from './events.api.ts';
export * from './call-document.ts';
export * from './event-settings.schemas.ts';
