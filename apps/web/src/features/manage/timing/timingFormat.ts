import { FINISH_CONTROL_CODE, START_CONTROL_CODE, messages } from '@dorsal/core';

const clocks = new Map<string, Intl.DateTimeFormat>();

/** An instant as the event's wall clock shows it, with seconds: '07:00:03'. */
export function eventClock(instant: string, timeZone: string): string {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('es-MX', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

/** A control code as staff read it: 'Salida', 'Meta' or the code (checkpoint × 1000 + lap). */
export function controlName(code: number): string {
  if (code === START_CONTROL_CODE) return messages.liveBoard.start;
  if (code === FINISH_CONTROL_CODE) return messages.liveBoard.finish;
  return String(code);
}
