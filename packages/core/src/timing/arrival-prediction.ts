/** A control on an athlete's course with its distance from the start. */
export interface CourseControl {
  code: number;
  km: number;
}

export interface TrackedProgress {
  /** The last control passed (null before the first one). */
  last: { code: number; km: number; timeMs: number } | null;
  /** Average pace so far, ms per km (null until a control beyond the start was passed). */
  paceMsPerKm: number | null;
  /** Predicted arrival (epoch ms) at the next control and at the finish, from the pace so far. */
  next: { code: number; km: number; atMs: number } | null;
  finish: { km: number; atMs: number } | null;
  finished: boolean;
}

/**
 * Where a followed athlete is and when they should reach the next control and the finish: the pace so far (time at
 * the last control with a distance ÷ that distance) carried over the remaining kilometres. Linear on purpose: a
 * prediction a family can check against the clock; it improves with every control passed.
 */
export function predictArrival(input: {
  gunMs: number;
  /** The athlete's split times (ms from the gun) by control code. */
  splits: ReadonlyMap<number, number>;
  /** Intermediate controls of the modality with a distance, any order. */
  controls: readonly CourseControl[];
  finishKm: number | null;
  officialTimeMs: number | null;
}): TrackedProgress {
  const course = [...input.controls].filter((control) => control.km > 0).sort((a, b) => a.km - b.km);
  let last: TrackedProgress['last'] = null;
  for (const control of course) {
    const timeMs = input.splits.get(control.code);
    if (timeMs !== undefined && (last === null || control.km > last.km)) last = { code: control.code, km: control.km, timeMs };
  }
  if (input.officialTimeMs !== null) {
    const paceMsPerKm = input.finishKm ? input.officialTimeMs / input.finishKm : null;
    return { last, paceMsPerKm, next: null, finish: input.finishKm ? { km: input.finishKm, atMs: input.gunMs + input.officialTimeMs } : null, finished: true };
  }
  const paceMsPerKm = last ? last.timeMs / last.km : null;
  const at = (km: number) => (last && paceMsPerKm ? input.gunMs + last.timeMs + (km - last.km) * paceMsPerKm : null);
  const nextControl = course.find((control) => !last || control.km > last.km);
  const nextAt = nextControl ? at(nextControl.km) : null;
  const finishAt = input.finishKm ? at(input.finishKm) : null;
  return {
    last,
    paceMsPerKm,
    next: nextControl && nextAt !== null ? { code: nextControl.code, km: nextControl.km, atMs: Math.round(nextAt) } : null,
    finish: input.finishKm && finishAt !== null ? { km: input.finishKm, atMs: Math.round(finishAt) } : null,
    finished: false,
  };
}
