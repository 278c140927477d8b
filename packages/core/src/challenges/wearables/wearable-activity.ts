import { z } from 'zod';

/** Where an activity came from: a connected Garmin account, or a GPX / TCX / FIT file the athlete uploaded. */
export const wearableSourceSchema = z.enum(['garmin', 'file']);
export type WearableSource = z.infer<typeof wearableSourceSchema>;

/** Garmin's activity types (the spec names these four); files map their sport onto them, anything else is OTHER. */
export const wearableActivityTypeSchema = z.enum(['RUNNING', 'CYCLING', 'SWIMMING', 'LAP_SWIMMING', 'WALKING', 'OTHER']);
export type WearableActivityType = z.infer<typeof wearableActivityTypeSchema>;

/** Normalised power of an activity with power samples, against the athlete's FTP when they set one. */
export const powerMetricsSchema = z.object({
  averageWatts: z.number(),
  normalizedWatts: z.number(),
  /** Best 20-minute average (1200 one-second samples); null on activities shorter than that. */
  best20MinWatts: z.number().nullable(),
  ftpWatts: z.number().nullable(),
  intensityFactor: z.number().nullable(),
  trainingStressScore: z.number().nullable(),
});
export type PowerMetrics = z.infer<typeof powerMetricsSchema>;

/** Why an activity is shown to the organizer for review (never a refusal). */
export const activityFlagSchema = z.enum(['implausibleSpeed']);
export type ActivityFlag = z.infer<typeof activityFlagSchema>;

/**
 * One activity as every source reports it, in the spec's participant `garminActivitySummary` names, plus where it came
 * from, power when the recording had it, and review flags. It is what a participant's `wearable_summary` stores.
 */
export const wearableActivitySchema = z.object({
  source: wearableSourceSchema,
  /** The source's own id (Garmin's summary id, or the uploaded file's id). */
  activityId: z.string(),
  activityType: wearableActivityTypeSchema,
  startTimeInSeconds: z.number().int(),
  durationInSeconds: z.number().int().nonnegative(),
  distanceInMeters: z.number().nonnegative(),
  activeKilocalories: z.number().nullable(),
  averageHeartRateInBeatsPerMinute: z.number().nullable(),
  averageSpeedInMetersPerSecond: z.number().nullable(),
  power: powerMetricsSchema.nullable(),
  flags: z.array(activityFlagSchema),
});
export type WearableActivity = z.infer<typeof wearableActivitySchema>;
