export * from './overlay.ts';
export * from './overlay-edit.ts';
export * from './overlay-config.ts';
export * from './overlay-config.api.ts';
export * from './matching.ts';
export * from './matching.api.ts';
