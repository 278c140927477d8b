export * from './organizer/index.ts';
export * from './athlete/index.ts';
export * from './images/index.ts';
