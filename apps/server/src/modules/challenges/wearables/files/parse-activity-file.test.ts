import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from '@dorsal/core';
import { encodeRide, rideFixture, rideWatts } from '../fixtures/make-fit.ts';
import { gpxRun } from '../fixtures/gpx-track.ts';
import { parseActivityFile, toWearableActivity } from './parse-activity-file.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
const start = Date.parse('2026-11-20T13:00:00Z') / 1000;
const refused = (data: Buffer | string, message: string) => {
  expect(() => parseActivityFile(Buffer.from(data))).toThrow(message);
};

describe('activity files: GPX, TCX and FIT into a wearable activity', () => {
  it('GPX: haversine distance over both segments, moving time without the stop and the auto-pause, heart rate', () => {
    const activity = toWearableActivity(parseActivityFile(fixture('run-reforma.gpx')), 'a1', null);
    expect(activity).toMatchObject({ source: 'file', activityId: 'a1', activityType: 'RUNNING', startTimeInSeconds: start, durationInSeconds: 410, power: null, flags: [] });
    expect(activity.distanceInMeters).toBeGreaterThan(1195);
    expect(activity.distanceInMeters).toBeLessThan(1205);
    expect(activity.averageHeartRateInBeatsPerMinute).toBe(141);
    expect(activity.averageSpeedInMetersPerSecond).toBeCloseTo(1200 / 410, 2);
  });

  it('TCX: the laps’ totals (timer time, distance, calories), heart rate and power from trackpoints', () => {
    const activity = toWearableActivity(parseActivityFile(fixture('ride-laps.tcx')), 'a2', 250);
    expect(activity).toMatchObject({ activityType: 'CYCLING', startTimeInSeconds: start, durationInSeconds: 120, distanceInMeters: 960, activeKilocalories: 28, averageHeartRateInBeatsPerMinute: 141 });
    expect(activity.power?.averageWatts).toBeGreaterThan(200);
    expect(activity.power?.best20MinWatts).toBeNull();
    expect(activity.power?.ftpWatts).toBe(250);
  });

  it('FIT (made with the Garmin SDK): session totals and power metrics against the FTP', () => {
    const activity = toWearableActivity(parseActivityFile(fixture('ride-power.fit')), 'a3', 250);
    expect(activity).toMatchObject({ activityType: 'CYCLING', startTimeInSeconds: start, durationInSeconds: 1500, distanceInMeters: 12_000, activeKilocalories: 329, averageSpeedInMetersPerSecond: 8 });
    const power = activity.power!;
    expect(power.averageWatts).toBeCloseTo(Array.from({ length: 1501 }, (_, i) => rideWatts(i)).reduce((a, b) => a + b) / 1501, 0);
    expect(power.normalizedWatts).toBeGreaterThan(power.averageWatts);
    expect(power.best20MinWatts).not.toBeNull();
    expect(power.intensityFactor).toBeCloseTo(power.normalizedWatts / 250, 2);
    expect(power.trainingStressScore).toBeCloseTo(((1500 * power.normalizedWatts * (power.normalizedWatts / 250)) / (3600 * 250)) * 100, 0);
    // the committed file is what the script makes
    expect(Buffer.from(encodeRide(rideFixture)).equals(fixture('ride-power.fit'))).toBe(true);
  });

  it('flags a "run" at cycling speed, never refuses it', () => {
    const gpx = gpxRun({ start: new Date(start * 1000), meters: 10_000, seconds: 1200 });
    expect(toWearableActivity(parseActivityFile(Buffer.from(gpx)), 'a4', null).flags).toEqual(['implausibleSpeed']);
  });

  it('corrupt or foreign files get a Spanish message', () => {
    const w = messages.challengeWearables;
    refused('', w.unreadable);
    refused('hola, esto no es una actividad', w.unreadable);
    refused('<gpx><trk><trkseg><trkpt lat="19.4"', w.unreadable);
    refused('<?xml version="1.0"?><kml><Document/></kml>', w.unreadable);
    refused('<?xml version="1.0"?><gpx version="1.1"><trk><trkseg></trkseg></trk></gpx>', w.noData);
    const fit = Buffer.from(fixture('ride-power.fit'));
    fit[200] = fit[200]! ^ 0xff; // a flipped byte fails the CRC
    refused(fit, w.unreadable);
    refused(fit.subarray(0, 100), w.unreadable);
  });
});
