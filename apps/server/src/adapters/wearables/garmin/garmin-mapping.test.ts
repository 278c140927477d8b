import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wearableActivitySchema } from '@dorsal/core';
import { garminActivityType, isActivitySummary, toWearableActivity } from './garmin-mapping.ts';

describe("Garmin's activity summaries as core wearable activities", () => {
  it("maps Garmin's many types onto core's few", () => {
    expect(['RUNNING', 'TRAIL_RUNNING', 'TREADMILL_RUNNING', 'STREET_RUNNING'].map(garminActivityType)).toEqual(['RUNNING', 'RUNNING', 'RUNNING', 'RUNNING']);
    expect(['CYCLING', 'ROAD_BIKING', 'MOUNTAIN_BIKING', 'INDOOR_CYCLING'].map(garminActivityType)).toEqual(['CYCLING', 'CYCLING', 'CYCLING', 'CYCLING']);
    expect(['LAP_SWIMMING', 'OPEN_WATER_SWIMMING', 'WALKING', 'HIKING', undefined].map(garminActivityType)).toEqual(['LAP_SWIMMING', 'SWIMMING', 'WALKING', 'OTHER', 'OTHER']);
  });

  it('keeps the summary names, Garmin activityId as the id, and nulls for missing values', () => {
    expect(toWearableActivity({ summaryId: '77', activityId: 9001, activityType: 'RUNNING', startTimeInSeconds: 1_790_000_000, durationInSeconds: 3600.4, distanceInMeters: 10_010.5 })).toEqual({
      source: 'garmin',
      activityId: '9001',
      activityType: 'RUNNING',
      startTimeInSeconds: 1_790_000_000,
      durationInSeconds: 3600,
      distanceInMeters: 10_010.5,
      activeKilocalories: null,
      averageHeartRateInBeatsPerMinute: null,
      averageSpeedInMetersPerSecond: null,
      power: null,
      flags: [],
    });
    expect(isActivitySummary({ summaryId: 'x' })).toBe(false);
  });

  it('any summary Garmin could send becomes a valid wearable activity', () => {
    fc.assert(
      fc.property(
        fc.record({
          summaryId: fc.string({ minLength: 1 }),
          activityType: fc.option(fc.string(), { nil: undefined }),
          startTimeInSeconds: fc.integer({ min: 0, max: 2_000_000_000 }),
          durationInSeconds: fc.option(fc.double({ min: -10, max: 1e6, noNaN: true }), { nil: undefined }),
          distanceInMeters: fc.option(fc.double({ min: -10, max: 1e6, noNaN: true }), { nil: undefined }),
          averageHeartRateInBeatsPerMinute: fc.option(fc.integer({ min: 30, max: 230 }), { nil: undefined }),
        }),
        (summary) => {
          expect(() => wearableActivitySchema.parse(toWearableActivity(summary))).not.toThrow();
        },
      ),
    );
  });
});
