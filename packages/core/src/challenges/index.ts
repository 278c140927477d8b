export * from './organizer/index.ts';
export * from './athlete/index.ts';
export * from './images/index.ts';
export * from './wearables/index.ts';
export * from './chat/index.ts';
