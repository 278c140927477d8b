import { summarizeTrack, type TrackPoint } from '@dorsal/core';
import { activityTypeOf, activityWithoutData, asArray, mean, numberOf, secondsOf, unreadableFile, type ParsedActivity } from './parsed-activity.ts';

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});

/** Heart rate and power from a track point's extensions (Garmin's TrackPointExtension, Strava's and others' `power`). */
function extensionValues(extensions: unknown): { hr: number | null; watts: number | null } {
  const root = node(extensions);
  const tpe = node(root.TrackPointExtension);
  const hr = numberOf(tpe.hr) ?? numberOf(root.hr) ?? numberOf(root.heartrate);
  const watts = numberOf(root.power) ?? numberOf(node(root.PowerInExtension).PowerInWatts) ?? numberOf(tpe.power) ?? numberOf(root.watts);
  return { hr, watts };
}

/** A GPX 1.1 (or 1.0) track: distance by haversine over each `trkseg`, moving time without the track's pauses. */
export function parseGpx(document: Node): ParsedActivity {
  const gpx = document.gpx;
  if (!gpx || typeof gpx !== 'object') throw unreadableFile();
  const tracks = asArray(node(gpx).trk as Node | Node[]);
  const segments: TrackPoint[][] = [];
  const heartRates: number[] = [];
  const powerReadings: { second: number; watts: number }[] = [];
  let sport: unknown = null;
  for (const track of tracks.map(node)) {
    sport ??= track.type ?? null;
    for (const segment of asArray(track.trkseg as Node | Node[]).map(node)) {
      const points: TrackPoint[] = [];
      for (const raw of asArray(segment.trkpt as Node | Node[]).map(node)) {
        const lat = numberOf(raw['@_lat']);
        const lon = numberOf(raw['@_lon']);
        if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) continue;
        const time = secondsOf(raw.time);
        points.push({ lat, lon, time });
        const { hr, watts } = extensionValues(raw.extensions);
        if (hr !== null && hr > 0) heartRates.push(hr);
        if (watts !== null && time !== null) powerReadings.push({ second: time, watts });
      }
      if (points.length > 0) segments.push(points);
    }
  }
  const summary = summarizeTrack(segments);
  if (summary.startTimeInSeconds === null || summary.distanceInMeters <= 0 || summary.movingSeconds <= 0) throw activityWithoutData();
  return {
    activityType: activityTypeOf(sport),
    startTimeInSeconds: summary.startTimeInSeconds,
    durationInSeconds: summary.movingSeconds,
    distanceInMeters: summary.distanceInMeters,
    activeKilocalories: null,
    averageHeartRateInBeatsPerMinute: mean(heartRates),
    averageSpeedInMetersPerSecond: null,
    powerReadings,
  };
}
