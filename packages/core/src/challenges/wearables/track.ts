import type { ActivityFlag, WearableActivityType } from './wearable-activity.ts';

/** The mean Earth radius (IUGG), metres: the haversine formula's sphere. */
export const EARTH_RADIUS_METERS = 6_371_008.8;
/** Slower than this between two points is standing still (a traffic light, a water stop): not moving time. */
export const MIN_MOVING_SPEED_MPS = 0.5;
/** A gap longer than this between two points is a pause of the recording: neither its time nor its jump counts. */
export const MAX_POINT_GAP_SECONDS = 300;
/** A run or a walk whose moving average is faster than this is flagged for the organizer (never refused). */
export const IMPLAUSIBLE_FOOT_SPEED_KMH = 25;

export interface TrackPoint {
  lat: number;
  lon: number;
  /** Seconds since the epoch; null when the file has no time on the point. */
  time: number | null;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine formula). */
export function haversineMeters(a: Pick<TrackPoint, 'lat' | 'lon'>, b: Pick<TrackPoint, 'lat' | 'lon'>): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface TrackSummary {
  distanceInMeters: number;
  /** From the first to the last timed point. */
  elapsedSeconds: number;
  /** Elapsed time less the track's own pauses: segment breaks, recording gaps and standing still. */
  movingSeconds: number;
  startTimeInSeconds: number | null;
}

/**
 * Distance and time of a GPS track given as segments (GPX `trkseg`, TCX laps): distance is the haversine sum inside
 * each segment; the step between segments, a gap of more than five minutes, and a step slower than 0.5 m/s count no
 * moving time (a gap's jump counts no distance either).
 */
export function summarizeTrack(segments: readonly (readonly TrackPoint[])[]): TrackSummary {
  let distance = 0;
  let moving = 0;
  let first: number | null = null;
  let last: number | null = null;
  for (const segment of segments) {
    for (let i = 0; i < segment.length; i++) {
      const point = segment[i]!;
      if (point.time !== null) {
        if (first === null || point.time < first) first = point.time;
        if (last === null || point.time > last) last = point.time;
      }
      if (i === 0) continue;
      const previous = segment[i - 1]!;
      const meters = haversineMeters(previous, point);
      const seconds = previous.time !== null && point.time !== null ? point.time - previous.time : null;
      if (seconds !== null && seconds > MAX_POINT_GAP_SECONDS) continue;
      distance += meters;
      if (seconds !== null && seconds > 0 && meters / seconds >= MIN_MOVING_SPEED_MPS) moving += seconds;
    }
  }
  return {
    distanceInMeters: distance,
    elapsedSeconds: first !== null && last !== null ? last - first : 0,
    movingSeconds: moving,
    startTimeInSeconds: first,
  };
}

/** Average speed in m/s over a duration; null without one. */
export function averageSpeed(distanceInMeters: number, durationInSeconds: number): number | null {
  return durationInSeconds > 0 ? distanceInMeters / durationInSeconds : null;
}

/** A run or walk faster than 25 km/h on average over its moving time: the organizer reviews it. */
export function isImplausibleSpeed(activityType: WearableActivityType, distanceInMeters: number, durationInSeconds: number): boolean {
  if (activityType !== 'RUNNING' && activityType !== 'WALKING') return false;
  if (durationInSeconds <= 0) return distanceInMeters > 0;
  return (distanceInMeters / durationInSeconds) * 3.6 > IMPLAUSIBLE_FOOT_SPEED_KMH;
}

export function activityFlags(activityType: WearableActivityType, distanceInMeters: number, durationInSeconds: number): ActivityFlag[] {
  return isImplausibleSpeed(activityType, distanceInMeters, durationInSeconds) ? ['implausibleSpeed'] : [];
}
