export * from './wearable-activity.ts';
export * from './applicability.ts';
