import { zonedTimeToEpoch } from '../imports/local-time.ts';

/**
 * The instant a photo was taken, from EXIF DateTimeOriginal ('2026:11:01 08:15:30', a wall-clock time with no zone)
 * and, when the camera wrote one, OffsetTimeOriginal ('-06:00'). Without an offset the time is read in the event's
 * time zone. Null when the text is not an EXIF date.
 */
export function photoCaptureInstant(dateTimeOriginal: string | null | undefined, offsetTime: string | null | undefined, timeZone: string): Date | null {
  const match = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?/.exec(dateTimeOriginal?.trim() ?? '');
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const millis = Number((match[7] ?? '0').padEnd(3, '0'));
  if (year < 1990 || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  if (new Date(wallAsUtc).getUTCDate() !== day) return null;
  const offset = /^([+-])(\d{2}):?(\d{2})$/.exec(offsetTime?.trim() ?? '');
  if (offset) {
    const sign = offset[1] === '-' ? -1 : 1;
    return new Date(wallAsUtc - sign * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000);
  }
  return new Date(zonedTimeToEpoch(wallAsUtc, timeZone));
}

/** The photo's adjusted time: capture time plus the camera's clock offset (what matching compares to passings). */
export function adjustedPhotoTime(takenAt: Date | null, offsetSeconds: number): Date | null {
  return takenAt ? new Date(takenAt.getTime() + offsetSeconds * 1000) : null;
}
