import { randomBytes } from 'node:crypto';
import { DISCOUNT_LINE_CODE, formatMoney, initialStates, messages, fill, type RegistrationChannel } from '@dorsal/core';
import { cashSlipExpiry } from '../../../adapters/payments/order-input.ts';
import type { Db } from '../../../db/database.ts';
import { takePlace } from '../../../lib/capacity-lock.ts';
import { AppError } from '../../../lib/errors.ts';
import { CARD_HOLD_MINUTES } from '../registration-dates.ts';
import type { RegistrationDraft } from './draft.ts';
import { mailTypes, registrationMail } from '../registration-mailer.ts';
import { insertRegistrationGraph, type RegistrationGraph } from './graph.repository.ts';
import type { RegistrationRepository } from '../registration.repository.ts';

const t = messages.registrationServer;
export const soldOut = () => new AppError(409, 'sold_out', messages.registration.soldOut);
const discountUsedUp = () =>
  new AppError(409, 'discount_used_up', messages.registration.discounts.usedUp, { discountCode: messages.registration.discounts.usedUp });
const tooManyCashSlips = (count: number) =>
  new AppError(409, 'too_many_pending_cash_slips', fill(t.tooManyPendingCashSlips, { count: String(count) }));

export interface WriteRequest {
  event: { id: number; name: string; timeZone: string };
  idempotencyKey: string;
  requestHash: string;
  userId: string | null;
  tkl: string | null;
  /** Made on an organizer's website: where its confirmation lives there (`https://host/{route}`). */
  siteLink?: string | null;
  draft: RegistrationDraft;
  provider: string;
  /** Online, or at the point of sale (paid in cash at the desk; `userId` is the staff member). */
  channel: RegistrationChannel;
}

/** An unguessable public key: the confirmation link is the only way in without an account. */
const newPublicKey = () => randomBytes(16).toString('base64url');

function expiry(method: string, now: Date): Date | null {
  if (method === 'oxxo_cash') return cashSlipExpiry(now);
  if (method === 'card') return new Date(now.getTime() + CARD_HOLD_MINUTES * 60_000);
  return null;
}

/**
 * Writes a registration with its place and bib (lib/capacity-lock.ts has the locking rule).
 * Common case — no discount code, no released bib waiting, room left: one autocommitted statement
 * gated by the counter's guarded UPDATE. Otherwise one transaction: redeem the discount code
 * (guarded UPDATE), write the registration, its lines, payment, change log and mail (type 1), then
 * take the place and the bib as the last statement. An OXXO registration takes the transaction too:
 * it first checks the e-mail's pending cash slips in the event against the cap, under that pair's
 * lock. Sold out, a code used up, the cap reached, a retry racing on the idempotency key: nothing is kept.
 */
export function createRegistrationWriter(deps: {
  db: Db;
  registrations: RegistrationRepository;
  baseUrl: string;
  isFullNow: (eventId: number, modalityId: number) => Promise<boolean>;
  /** Pending OXXO registrations one e-mail may hold per event. */
  pendingCashPerEmail: number;
}) {
  return async function writeRegistration(request: WriteRequest) {
    const { draft, event } = request;
    const graph = registrationGraph(request, deps.baseUrl);
    const modalityId = draft.modality.id;
    const cashSlip = draft.method === 'oxxo_cash';
    if (draft.discountCodeId === null && !cashSlip) {
      const done = await insertRegistrationGraph(deps.db, graph, { modalityId });
      if (done) return done;
      if (await deps.isFullNow(event.id, modalityId)) throw soldOut(); // read without lock: "full" is never wrong to say
    }
    return deps.db.transaction().execute(async (trx) => {
      if (cashSlip && (await deps.registrations.lockCashSlipsOf(trx, event.id, draft.athlete.email)) >= deps.pendingCashPerEmail) {
        throw tooManyCashSlips(deps.pendingCashPerEmail);
      }
      if (draft.discountCodeId !== null && !(await deps.registrations.redeemDiscount(trx, draft.discountCodeId))) throw discountUsedUp();
      const written = (await insertRegistrationGraph(trx, graph, null))!;
      const place = await takePlace(trx, modalityId, written.registration.id); // last: the counter stays locked until commit
      if (!place) throw soldOut();
      return { registration: { ...written.registration, bib: place.bib }, payment: written.payment };
    });
  };
}
export type WriteRegistration = ReturnType<typeof createRegistrationWriter>;

/**
 * Spec §4 registration types with their mail and change-log line: 2 at the point of sale; 3 online with a code that
 * covers the whole order; 1 online otherwise (pending payment, or confirmed at zero total).
 */
function registrationKind(request: WriteRequest, chargeCents: number) {
  const { draft } = request;
  if (request.channel === 'point_of_sale') {
    const amount = formatMoney({ cents: chargeCents, currency: 'MXN' });
    return { mailType: mailTypes.pointOfSale, description: fill(t.changeLog.pointOfSale, { amount }) };
  }
  if (chargeCents === 0 && draft.discountCodeId !== null) {
    const code = draft.order.lines.find((line) => line.code === DISCOUNT_LINE_CODE)?.description ?? '';
    return { mailType: mailTypes.registrationCode, description: fill(t.changeLog.registrationCode, { code }) };
  }
  return { mailType: mailTypes.registered, description: chargeCents === 0 ? t.changeLog.zeroTotal : t.changeLog.created };
}

/** The rows of a new registration: states from core `initialStates` (zero total or the desk: confirmed, paid in cash). */
function registrationGraph(request: WriteRequest, baseUrl: string): RegistrationGraph {
  const { draft, event, channel } = request;
  const now = new Date();
  const charge = draft.order.charge.cents;
  const states = initialStates({ chargeCents: charge, channel, method: draft.method });
  const settled = states.payment === 'paid';
  const kind = registrationKind(request, charge);
  const { gender: _gender, ...athlete } = draft.athlete; // the branch column carries it
  const publicKey = newPublicKey();
  const { order, currency, modality } = draft;
  const facts = {
    publicKey, eventId: event.id, siteLink: request.siteLink ?? null, email: athlete.email, firstNames: athlete.firstNames, bib: null, state: states.registration,
    totalCents: order.totalCents, currency: currency.code, eventName: event.name, timeZone: event.timeZone, modalityName: modality.name,
    amountCents: charge, cashReference: null, expiresAt: null, cashBarcodeUrl: null,
  };
  return {
    registration: {
      publicKey, eventId: event.id, modalityId: modality.id, modalityCode: modality.code, categoryCode: draft.category.code,
      branch: draft.category.branch, userId: request.userId, idempotencyKey: request.idempotencyKey, requestHash: request.requestHash,
      ...athlete, formValues: JSON.stringify(draft.formValues), teamMembers: JSON.stringify(draft.teamMembers), state: states.registration, currency: currency.code,
      currencyRate: currency.rate, subtotalCents: order.subtotalCents, discountCents: order.discountCents,
      commissionCents: order.commissionCents, totalCents: order.totalCents, chargeCents: charge, discountCodeId: draft.discountCodeId,
      tkl: request.tkl, siteLink: request.siteLink ?? null, confirmedAt: settled ? now : null, channel,
    },
    lines: order.lines,
    payment: {
      provider: settled ? 'none' : request.provider, method: states.method, status: states.payment, amountCents: charge, channel,
      idempotencyKey: `reg_${publicKey}`, operationId: settled && charge === 0 ? '0' : null, paidAt: settled ? now : null,
      expiresAt: settled ? null : expiry(states.method, now),
    },
    change: { action: 'created', description: kind.description, userId: request.userId },
    mail: { ...registrationMail(kind.mailType, facts, baseUrl), type: kind.mailType },
  };
}
