import { z } from 'zod';
import { parseIsoDate } from '../dates/iso-date.ts';
import { messages } from '../i18n/messages.ts';
import type { RegistrationChannel } from './registration.types.ts';

/** precioKey used when a category names none (the spec's preventa_1.precio_1). */
export const DEFAULT_PRICE_KEY = 'precio_1';

/** Online commission rate when the event sets no comisionGlobal. */
export const DEFAULT_COMMISSION_RATE = 0.07;

/**
 * configModalidad.precio entry: from and to are inclusive calendar dates ('YYYY-MM-DD', in the
 * event's time zone); prices are peso cents by precioKey.
 */
export interface PriceWindow {
  from: string;
  to: string;
  prices: Record<string, number>;
}

/** The window that covers `today`: the first one listed, when an organizer made them overlap. */
export function currentPriceWindow(windows: readonly PriceWindow[], today: string): PriceWindow | null {
  if (!parseIsoDate(today)) throw new RangeError(`Invalid date: ${today}`);
  return windows.find((window) => window.from <= today && today <= window.to) ?? null;
}

/**
 * The price in peso cents of a price key (default 'precio_1') on a date, or null when no window covers the date or the
 * window has no price for that key (registration is then not offered for that modality).
 */
export function priceFor(
  modality: { priceWindows: readonly PriceWindow[] },
  priceKey: string | null | undefined,
  today: string,
): number | null {
  const price = currentPriceWindow(modality.priceWindows, today)?.prices[priceKey || DEFAULT_PRICE_KEY];
  return price === undefined ? null : price;
}

/**
 * The commission rate of an order: the event's comisionGlobal (0 allowed) or 7 %, online only.
 * Point-of-sale registrations carry no online commission ('Comisión OnLine').
 */
export function commissionRateFor(options: { channel: RegistrationChannel; eventRate?: number | null }): number {
  if (options.channel === 'point_of_sale') return 0;
  return options.eventRate ?? DEFAULT_COMMISSION_RATE;
}

const m = messages.registration.prices;
const isoDate = z.string().refine((value) => parseIsoDate(value) !== null, m.invalidDate);

export const priceWindowSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    prices: z.record(z.string().min(1), z.number().int(m.invalidPrice).min(0, m.invalidPrice).max(Number.MAX_SAFE_INTEGER)),
  })
  .refine((window) => window.from <= window.to, { message: m.windowOrder, path: ['to'] });

/** A modality's price list: windows must not overlap. */
export const priceWindowsSchema = z.array(priceWindowSchema).superRefine((windows, ctx) => {
  const sorted = windows.map((window, index) => ({ window, index })).sort((a, b) => a.window.from.localeCompare(b.window.from));
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (current.window.from <= previous.window.to) {
      ctx.addIssue({ code: 'custom', message: m.windowsOverlap, path: [current.index, 'from'] });
    }
  }
});
