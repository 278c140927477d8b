/** Calendar dates travel as 'YYYY-MM-DD' strings; these helpers never touch time zones. */

export interface DateParts {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

export function isValidDateParts({ year, month, day }: DateParts): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function formatIsoDate({ year, month, day }: DateParts): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseIsoDate(value: string): DateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidDateParts(parts) ? parts : null;
}

/** Whole years between a birth date and a reference date (both 'YYYY-MM-DD'); never below 0. */
export function ageOn(birthDate: string, onDate: string): number {
  const birth = parseIsoDate(birthDate);
  const on = parseIsoDate(onDate);
  if (!birth || !on) throw new Error(`Invalid date: ${birthDate} / ${onDate}`);
  let age = on.year - birth.year;
  if (on.month < birth.month || (on.month === birth.month && on.day < birth.day)) age -= 1;
  return Math.max(0, age);
}

const DAY_MS = 86_400_000;
const utcOf = (date: string) => Date.parse(`${date}T00:00:00.000Z`);

/** Whole days from one 'YYYY-MM-DD' to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

/** 'YYYY-MM-DD' moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(utcOf(date) + days * DAY_MS).toISOString().slice(0, 10);
}
