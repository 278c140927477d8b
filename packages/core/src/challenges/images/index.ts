export * from './image-config.ts';
export * from './image-facts.ts';
export * from './layout.types.ts';
export * from './certificate-layout.ts';
export * from './race-number-layout.ts';
export * from './medal-layout.ts';
export * from './photo-tool-layout.ts';
export * from './images.api.ts';
