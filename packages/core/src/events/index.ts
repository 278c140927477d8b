export * from './event.types.ts';
export * from './event.schemas.ts';
export * from './events.api.ts';
export * from './call-document.ts';
export * from './event-settings.schemas.ts';
export * from './modality-setup.schemas.ts';
export * from './local-start.ts';
export * from './registration-rules.schemas.ts';
