import { activityFlags, averageSpeed, oneHertzSamples, powerMetricsOf, type WearableActivity } from '@dorsal/core';
import { looksLikeFit, parseFit } from './fit.ts';
import { parseGpx } from './gpx.ts';
import { unreadableFile, type ParsedActivity } from './parsed-activity.ts';
import { parseTcx } from './tcx.ts';
import { parseXml } from './xml.ts';

/** Reads a GPX, TCX or FIT file by its content (not its name); anything else is a 400 with a Spanish message. */
export function parseActivityFile(data: Buffer): ParsedActivity {
  if (data.length === 0) throw unreadableFile();
  if (looksLikeFit(data)) return parseFit(data);
  const document = parseXml(data);
  if ('gpx' in document) return parseGpx(document);
  if ('TrainingCenterDatabase' in document) return parseTcx(document);
  throw unreadableFile();
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The parsed file as core's WearableActivity: power metrics against the athlete's FTP, and review flags. */
export function toWearableActivity(parsed: ParsedActivity, activityId: string, ftpWatts: number | null): WearableActivity {
  const duration = Math.round(parsed.durationInSeconds);
  const distance = round(parsed.distanceInMeters, 1);
  const speed = parsed.averageSpeedInMetersPerSecond ?? averageSpeed(distance, duration);
  return {
    source: 'file',
    activityId,
    activityType: parsed.activityType,
    startTimeInSeconds: Math.floor(parsed.startTimeInSeconds),
    durationInSeconds: duration,
    distanceInMeters: distance,
    activeKilocalories: parsed.activeKilocalories === null ? null : Math.round(parsed.activeKilocalories),
    averageHeartRateInBeatsPerMinute: parsed.averageHeartRateInBeatsPerMinute === null ? null : Math.round(parsed.averageHeartRateInBeatsPerMinute),
    averageSpeedInMetersPerSecond: speed === null ? null : round(speed, 3),
    power: powerMetricsOf(oneHertzSamples(parsed.powerReadings), duration, ftpWatts),
    flags: activityFlags(parsed.activityType, distance, duration),
  };
}
