import { Decoder, Stream, Utils, type RecordMesg, type SessionMesg } from '@garmin/fitsdk';
import { activityTypeOf, activityWithoutData, mean, unreadableFile, type ParsedActivity } from './parsed-activity.ts';

/** A FIT date (converted to a Date by the decoder, or FIT-epoch seconds) in epoch seconds. */
function epochSeconds(value: unknown): number | null {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() / 1000 : null;
  if (typeof value === 'number' && Number.isFinite(value)) return value + Utils.FIT_EPOCH_MS / 1000;
  return null;
}

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** True when the bytes carry the FIT header ('.FIT' at bytes 8–11). */
export function looksLikeFit(data: Buffer): boolean {
  return data.length >= 12 && data.toString('latin1', 8, 12) === '.FIT';
}

/**
 * A FIT activity (Garmin's SDK, integrity and CRC checked): the session's totals (sport, start, timer time, distance,
 * calories, heart rate, speed), else the records'; power readings from the records.
 */
export function parseFit(data: Buffer): ParsedActivity {
  const stream = Stream.fromBuffer(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  const decoder = new Decoder(stream);
  if (!decoder.isFIT() || !decoder.checkIntegrity()) throw unreadableFile();
  const { messages, errors } = decoder.read({ convertTypesToStrings: true, convertDateTimesToDates: true, mergeHeartRates: false });
  if (errors.length > 0) throw unreadableFile();
  const session: SessionMesg | undefined = messages.sessionMesgs?.[0];
  const records: RecordMesg[] = messages.recordMesgs ?? [];
  const recordTimes = records.map((record) => epochSeconds(record.timestamp)).filter((value): value is number => value !== null);
  const powerReadings: { second: number; watts: number }[] = [];
  const heartRates: number[] = [];
  let lastDistance: number | null = null;
  for (const record of records) {
    const second = epochSeconds(record.timestamp);
    const watts = finite(record.power);
    if (second !== null && watts !== null) powerReadings.push({ second, watts });
    const hr = finite(record.heartRate);
    if (hr !== null && hr > 0) heartRates.push(hr);
    const distance = finite(record.distance);
    if (distance !== null) lastDistance = distance;
  }
  const start = epochSeconds(session?.startTime) ?? (recordTimes.length > 0 ? Math.min(...recordTimes) : null);
  const duration = finite(session?.totalTimerTime) ?? (recordTimes.length > 1 ? Math.max(...recordTimes) - Math.min(...recordTimes) : 0);
  const distance = finite(session?.totalDistance) ?? lastDistance ?? 0;
  if (start === null || distance <= 0 || duration <= 0) throw activityWithoutData();
  return {
    activityType: activityTypeOf(session?.sport ?? messages.sportMesgs?.[0]?.sport),
    startTimeInSeconds: start,
    durationInSeconds: duration,
    distanceInMeters: distance,
    activeKilocalories: finite(session?.totalCalories),
    averageHeartRateInBeatsPerMinute: finite(session?.avgHeartRate) ?? mean(heartRates),
    averageSpeedInMetersPerSecond: finite(session?.enhancedAvgSpeed) ?? finite(session?.avgSpeed),
    powerReadings,
  };
}
