export * from './placeholders.ts';
export * from './view.schemas.ts';
export * from './views.api.ts';
