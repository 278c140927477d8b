export * from './wearable-activity.ts';
export * from './applicability.ts';
export * from './power-metrics.ts';
export * from './track.ts';
export * from './garmin/garmin.api.ts';
export * from './activity-files.api.ts';
