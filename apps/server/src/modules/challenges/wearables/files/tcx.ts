import { summarizeTrack, type TrackPoint } from '@dorsal/core';
import { activityTypeOf, activityWithoutData, asArray, mean, numberOf, secondsOf, unreadableFile, type ParsedActivity } from './parsed-activity.ts';

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});

/**
 * A TCX (Garmin Training Center) activity: the laps' own totals (timer time, distance, calories) when they have them,
 * else the trackpoints' haversine distance and moving time; heart rate and power (the TPX `Watts`) from trackpoints.
 */
export function parseTcx(document: Node): ParsedActivity {
  const database = document.TrainingCenterDatabase;
  if (!database || typeof database !== 'object') throw unreadableFile();
  const activity = asArray(node(node(database).Activities).Activity as Node | Node[]).map(node)[0];
  if (!activity) throw activityWithoutData();
  const laps = asArray(activity.Lap as Node | Node[]).map(node);
  const segments: TrackPoint[][] = [];
  const heartRates: number[] = [];
  const powerReadings: { second: number; watts: number }[] = [];
  let lapSeconds = 0;
  let lapMeters = 0;
  let calories = 0;
  let hasCalories = false;
  let start = secondsOf(activity.Id);
  for (const lap of laps) {
    const lapStart = secondsOf(lap['@_StartTime']);
    if (lapStart !== null && (start === null || lapStart < start)) start = lapStart;
    lapSeconds += numberOf(lap.TotalTimeSeconds) ?? 0;
    lapMeters += numberOf(lap.DistanceMeters) ?? 0;
    const lapCalories = numberOf(lap.Calories);
    if (lapCalories !== null) {
      calories += lapCalories;
      hasCalories = true;
    }
    for (const track of asArray(lap.Track as Node | Node[]).map(node)) {
      const points: TrackPoint[] = [];
      for (const point of asArray(track.Trackpoint as Node | Node[]).map(node)) {
        const time = secondsOf(point.Time);
        const position = node(point.Position);
        const lat = numberOf(position.LatitudeDegrees);
        const lon = numberOf(position.LongitudeDegrees);
        if (lat !== null && lon !== null) points.push({ lat, lon, time });
        const hr = numberOf(node(point.HeartRateBpm).Value);
        if (hr !== null && hr > 0) heartRates.push(hr);
        const extensions = node(point.Extensions);
        const watts = numberOf(node(extensions.TPX).Watts);
        if (watts !== null && time !== null) powerReadings.push({ second: time, watts });
      }
      if (points.length > 0) segments.push(points);
    }
  }
  const track = summarizeTrack(segments);
  const distance = lapMeters > 0 ? lapMeters : track.distanceInMeters;
  const duration = lapSeconds > 0 ? lapSeconds : track.movingSeconds;
  start ??= track.startTimeInSeconds;
  if (start === null || distance <= 0 || duration <= 0) throw activityWithoutData();
  const lapHeartRates = laps.map((lap) => numberOf(node(lap.AverageHeartRateBpm).Value)).filter((value): value is number => value !== null);
  return {
    activityType: activityTypeOf(activity['@_Sport']),
    startTimeInSeconds: start,
    durationInSeconds: duration,
    distanceInMeters: distance,
    activeKilocalories: hasCalories ? calories : null,
    averageHeartRateInBeatsPerMinute: mean(heartRates) ?? mean(lapHeartRates),
    averageSpeedInMetersPerSecond: null,
    powerReadings,
  };
}
