import { z } from 'zod';
import { defineRoute } from '../http/api-route.ts';
import { idParams } from '../validation/id-param.ts';

const count = z.number().int();
const cents = z.number().int();

/** Ingresos' dashboard: every figure aggregated in SQL (a point of sale: only their registrations). */
export const registrantDashboardSchema = z.object({
  /** Confirmed, not deleted. */
  registrants: count,
  /** Registrations not complete (pending payment, expired, canceled) or deleted. */
  incomplete: count,
  /** Paid and pending money by payment method. */
  payments: z.array(z.object({ method: z.string(), label: z.string(), paidCount: count, paidCents: cents, pendingCount: count, pendingCents: cents })),
  modalities: z.array(
    z.object({ code: z.string(), name: z.string(), count, categories: z.array(z.object({ branch: z.enum(['F', 'M']), code: z.string(), name: z.string(), count })) }),
  ),
  /** Confirmed registrations per day of registration, in the event's time zone. */
  perDay: z.array(z.object({ day: z.string(), count })),
  perUser: z.array(z.object({ user: z.string(), count })),
  fields: z.array(z.object({ id: z.string(), label: z.string(), values: z.array(z.object({ value: z.string(), count })) })),
  products: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      quantity: count,
      revenueCents: cents,
      fields: z.array(z.object({ id: z.string(), label: z.string(), values: z.array(z.object({ value: z.string(), count })) })),
    }),
  ),
});
export type RegistrantDashboard = z.infer<typeof registrantDashboardSchema>;

export const registrantDashboardApi = defineRoute({
  method: 'GET',
  path: '/api/manage/events/:id/dashboard',
  summary: 'Tablero del evento: totales de pago, inscritos por modalidad y categoría, por día, por usuario, campos adicionales y productos (un punto de venta: solo lo suyo)',
  tag: 'inscritos',
  access: 'eventStaff',
  params: idParams,
  response: { 200: registrantDashboardSchema },
});

/** A share as a whole percentage (spec §9: percentages rounded). */
export function shareAsPercent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/**
 * A figure truncated to 2 decimals (spec §9), not rounded: 12.349 → 12.34. `value * 100` is read to 15 significant
 * digits first, so a binary artefact never costs a cent (1048576.14 × 100 is 104857613.99999999 in floating point).
 */
export function truncate2(value: number): number {
  return Math.trunc(Number((value * 100).toPrecision(15))) / 100;
}
