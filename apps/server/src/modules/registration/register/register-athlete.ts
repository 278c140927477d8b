import { isSoldOut, messages, type AccountView, type EventStaffRole, type FieldContext } from '@dorsal/core';
import { AppError } from '../../../lib/errors.ts';
import type { PaymentRow, PaymentsRepository } from '../../payments/payments.repository.ts';
import type { RegistrationContext } from './context.ts';
import { buildDraft, type AnyRegistrationBody } from './draft.ts';
import { requestHash } from './request.ts';
import { assertNotDeclined, registrationAnswer, type RegistrationAnswer } from './answer.ts';
import type { ChargeRegistration } from '../../payments/outcomes/charge-registration.ts';
import { soldOut, type WriteRegistration } from './writer.ts';
import type { RegistrationRepository, RegistrationRow } from '../registration.repository.ts';

export interface RegisterAthleteInput {
  eventId: number;
  idempotencyKey: string;
  /** Already checked against the route's schema (the online one, or the desk's). */
  body: AnyRegistrationBody;
  user: AccountView | null;
  /** At the point of sale: the staff member's role on the event (their fields; the registration is theirs, in cash). */
  desk?: { role: EventStaffRole | null };
  /** Made on an organizer's website: where its confirmation lives there (`https://host/{route}`). */
  siteLink?: string | null;
}

interface Deps {
  context: RegistrationContext;
  registrations: RegistrationRepository;
  payments: PaymentsRepository;
  writeRegistration: WriteRegistration;
  chargeRegistration: ChargeRegistration;
  /** The processor a new payment of this event goes to (the sandbox in test mode). */
  providerKindFor: (event: { isTest: boolean }) => string;
}

function isIdempotencyConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && (e.constraint === undefined || e.constraint === 'registrations_event_idempotency_uq');
}

/**
 * POST a registration (spec §2 online flow, issue 4). Validation and pricing first, then one
 * transaction (registrationWriter) that takes the place and the bib under the modality lock, then the
 * payment provider outside the lock with the payment's idempotency key. A retry with the same
 * Idempotency-Key resumes the first attempt: it never writes a second registration nor asks the
 * provider for a second order, and it answers what the first attempt answers now.
 */
export function createRegisterAthlete(deps: Deps) {
  const { registrations, payments } = deps;

  type Known = Parameters<ChargeRegistration>[3];

  async function finish(registration: RegistrationRow, payment: PaymentRow, cardToken: string | null, timeZone: string, known: Known = {}): Promise<RegistrationAnswer> {
    const recorded = await deps.chargeRegistration(registration, payment, cardToken, known);
    const [current, currentPayment] = recorded
      ? [recorded.registration, recorded.payment]
      : await Promise.all([registrations.findById(registration.id), payments.forRegistration(registration.id)]);
    assertNotDeclined(currentPayment);
    return registrationAnswer(current, currentPayment, timeZone);
  }

  async function resume(existing: RegistrationRow, input: RegisterAthleteInput, hash: string): Promise<RegistrationAnswer> {
    if (existing.requestHash !== hash) throw new AppError(409, 'idempotency_conflict', messages.registrationServer.idempotencyConflict);
    const token = input.body.payment.method === 'card' ? input.body.payment.token : null;
    const [timeZone, payment] = await Promise.all([registrations.eventTimeZone(existing.eventId), payments.forRegistration(existing.id)]);
    return finish(existing, payment, token, timeZone);
  }

  /** Validation, pricing and the registration transaction; every refusal here is answered only after the key is looked up. */
  async function write(input: RegisterAthleteInput, hash: string) {
    const { body } = input;
    const context = await deps.context.pricingContext(input.eventId, body.discountCode, 409);
    const audience: FieldContext = input.desk ? { channel: 'point_of_sale', role: input.desk.role } : { channel: 'online' };
    const draft = buildDraft(context, body, audience);
    if (isSoldOut(draft.modality) && (await deps.context.isFullNow(input.eventId, draft.modality.id))) throw soldOut(); // early; the lock decides
    const { event } = context;
    const written = await deps.writeRegistration({
      event: { id: event.id, name: event.name, timeZone: event.timeZone },
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
      userId: input.user?.id ?? null,
      tkl: 'tkl' in body ? (body.tkl ?? null) : null,
      siteLink: input.siteLink ?? null,
      draft,
      provider: deps.providerKindFor(event),
      channel: audience.channel,
    });
    return { ...written, draft, event };
  }

  return async function registerAthlete(input: RegisterAthleteInput): Promise<RegistrationAnswer> {
    const hash = requestHash(input.body);
    let written;
    try {
      written = await write(input, hash);
    } catch (error) {
      // A retry of a key already used lands here (a refusal now, or the unique key on insert): it
      // gets the first attempt's answer. The lookup costs nothing on the way that succeeds.
      if (!(error instanceof AppError) && !isIdempotencyConflict(error)) throw error;
      const first = await registrations.findByIdempotencyKey(input.eventId, input.idempotencyKey);
      if (!first) throw error;
      return resume(first, input, hash);
    }
    const { registration, payment, draft, event } = written;
    const names = { eventName: event.name, modalityName: draft.modality.name, timeZone: event.timeZone };
    return finish(registration, payment, draft.cardToken, event.timeZone, { lines: draft.order.lines, names });
  };
}
export type RegisterAthlete = ReturnType<typeof createRegisterAthlete>;
