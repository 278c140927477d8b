export const DEFAULT_TIME_ZONE = 'America/Mexico_City';
const LOCALE = 'es-MX';

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** "sábado 14 de marzo de 2026" */
export function formatLongDate(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const text = new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(toDate(value));
  return text.replace(',', '');
}

/** "14 mar 2026" */
export function formatShortDate(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone })
    .format(toDate(value))
    .replace(/\./g, '');
}

/** "07:00" */
export function formatTime(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    toDate(value),
  );
}

/** "14 mar 2026, 07:00" */
export function formatDateTime(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  return `${formatShortDate(value, timeZone)}, ${formatTime(value, timeZone)}`;
}
