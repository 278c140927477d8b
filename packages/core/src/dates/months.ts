export const spanishMonths = [
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio',
  'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
] as const;

/** The birth-year list: the current year back 100 years (101 entries), newest first. */
export function birthYears(currentYear: number): number[] {
  return Array.from({ length: 101 }, (_, i) => currentYear - i);
}
