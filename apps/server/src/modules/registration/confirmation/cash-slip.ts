import { CASH_SLIP_VALID_HOURS, formatMoney, messages, type CashSlipView, fill } from '@dorsal/core';
import { formatInstant } from '../registration-dates.ts';

const t = messages.registrationServer.cashSlip;

/** The cash-store voucher (spec §2): amount in MXN, reference, five instructions, maps link, 48 h notice. */
export function cashSlipView(
  payment: { cashReference: string | null; amountCents: number; expiresAt: Date | null; cashBarcodeUrl: string | null },
  timeZone: string,
): CashSlipView | null {
  if (!payment.cashReference || !payment.expiresAt) return null;
  const amount = formatMoney({ cents: payment.amountCents, currency: 'MXN' });
  return {
    reference: payment.cashReference,
    amountCents: payment.amountCents,
    amount,
    expiresAt: payment.expiresAt.toISOString(),
    expiresAtText: formatInstant(payment.expiresAt, timeZone),
    validHours: CASH_SLIP_VALID_HOURS,
    validity: t.validity,
    storeFee: t.storeFee,
    instructions: t.instructions.map((step) => fill(step, { amount })),
    mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(t.mapsQuery)}`,
    mapsLabel: t.mapsLabel,
    barcodeUrl: payment.cashBarcodeUrl,
  };
}
