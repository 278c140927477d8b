const formats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the event's wall clock shows it, 'HH:MM' (predicted arrivals). */
export function timeOfDay(instant: string, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('es-MX', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}
