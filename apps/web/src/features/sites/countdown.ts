/** What a countdown shows: whole days, hours, minutes and seconds left until the target, or that it has passed. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  finished: boolean;
}

/** Time left from `now` to `target` (both in ms since the epoch), rounded down to the second; zero once it passed. */
export function countdownParts(target: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    finished: Number.isNaN(target) || target <= now,
  };
}

/** Two digits at least ('07'), as clocks show them. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}
