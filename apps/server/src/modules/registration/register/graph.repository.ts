import { sql, type Insertable } from 'kysely';
import type { OrderLine } from '@dorsal/core';
import type { Db, DbExecutor } from '../../../db/database.ts';
import { prepared } from '../../../db/prepared-statements.ts';
import type { PaymentsTable, RegistrationsTable } from '../../../db/schema.ts';
import { nextNumberPlace } from '../../../lib/capacity-lock.ts';
import type { NewMail } from '../../mail/outbox.repository.ts';
import type { PaymentRow } from '../../payments/payments.repository.ts';
import type { RegistrationRow } from '../registration.repository.ts';

/**
 * The hot path of a registration in as few statements as PostgreSQL allows (one round trip each;
 * data-modifying CTEs run atomically with the statement). Columns are spelled out as in the
 * migration; the outbox row is the one `outbox.repository.ts` writes (kind, to, subject, bodies).
 */

type NewRegistrationRow = Omit<Insertable<RegistrationsTable>, 'formValues'> & { formValues: string };
type NewPaymentRow = Omit<Insertable<PaymentsTable>, 'registrationId'> & Pick<PaymentRow, 'provider' | 'method' | 'status' | 'amountCents' | 'idempotencyKey'>;

export interface RegistrationGraph {
  registration: NewRegistrationRow;
  lines: readonly OrderLine[];
  payment: NewPaymentRow;
  change: { action: string; description: string; userId: string | null };
  mail: NewMail & { type: number };
}

/**
 * Registration, order lines, payment, change log, mail and its link: one statement. With `placeOf`
 * the statement starts with the counter's guarded UPDATE (lib/capacity-lock.ts) and every insert
 * hangs on its row: autocommitted alone, it registers with its bib, or — full, or released bibs to
 * reuse — changes nothing and answers null. Without it the registration is written without a bib,
 * inside the caller's transaction, which takes the place afterwards (`takePlace`).
 */
export async function insertRegistrationGraph(
  executor: DbExecutor,
  graph: RegistrationGraph,
  placeOf: { modalityId: number } | null,
): Promise<{ registration: RegistrationRow; payment: PaymentRow } | null> {
  const r = graph.registration;
  const p = graph.payment;
  const lines = JSON.stringify(
    graph.lines.map((line, position) => ({
      position, code: line.code, name: line.name, description: line.description, quantity: line.quantity, unit_cents: line.unitCents,
      price_key: line.priceKey ?? null, form_values: line.formValues ?? null,
    })),
  );
  const place = placeOf ? nextNumberPlace(placeOf.modalityId) : sql`select null::int as bib`;
  const { rows } = await prepared(sql<RegistrationRow & { paymentId: number; paymentCreatedAt: Date }>`
    with place as (${place}), reg as (
      insert into registrations (public_key, event_id, modality_id, modality_code, category_code, branch, user_id, idempotency_key,
        request_hash, first_names, last_names, paternal_surname, maternal_surname, email, phone, birth_date, form_values, team_members, state,
        currency, currency_rate, subtotal_cents, discount_cents, commission_cents, total_cents, charge_cents, discount_code_id, tkl,
        confirmed_at, channel, bib)
      select ${r.publicKey}::text, ${r.eventId}::int, ${r.modalityId}::int, ${r.modalityCode}::text, ${r.categoryCode}::text,
        ${r.branch}::text, ${r.userId ?? null}::text, ${r.idempotencyKey}::text, ${r.requestHash}::text, ${r.firstNames}::text,
        ${r.lastNames}::text, ${r.paternalSurname ?? null}::text, ${r.maternalSurname ?? null}::text, ${r.email}::text, ${r.phone}::text,
        ${r.birthDate}::text, ${r.formValues}::jsonb, ${r.teamMembers ?? '[]'}::jsonb, ${r.state}::text, ${r.currency}::text, ${r.currencyRate}::float8,
        ${r.subtotalCents}::bigint, ${r.discountCents}::bigint, ${r.commissionCents}::bigint, ${r.totalCents}::bigint,
        ${r.chargeCents}::bigint, ${r.discountCodeId ?? null}::int, ${r.tkl ?? null}::text, ${r.confirmedAt ?? null}::timestamptz,
        ${r.channel ?? 'online'}::text, place.bib
      from place
      returning *
    ), lines as (
      insert into registration_lines (registration_id, position, code, name, description, quantity, unit_cents, price_key, form_values)
      select reg.id, l.position, l.code, l.name, l.description, l.quantity, l.unit_cents, l.price_key, l.form_values
      from reg, jsonb_to_recordset(${lines}::jsonb)
        as l(position int, code text, name text, description text, quantity int, unit_cents bigint, price_key text, form_values jsonb)
    ), pay as (
      insert into payments (registration_id, provider, method, channel, status, amount_cents, idempotency_key, operation_id, paid_at, expires_at)
      select reg.id, ${p.provider}, ${p.method}, ${p.channel ?? 'online'}::text, ${p.status}, ${p.amountCents}::bigint, ${p.idempotencyKey},
        ${p.operationId ?? null}, ${p.paidAt ?? null}::timestamptz, ${p.expiresAt ?? null}::timestamptz
      from reg
      returning id, created_at
    ), change as (
      insert into registration_changes (registration_id, action, description, user_id)
      select reg.id, ${graph.change.action}, ${graph.change.description}, ${graph.change.userId} from reg
    ), mail as (
      insert into outbox_mails (kind, to_address, subject, text_body, html_body)
      select ${graph.mail.kind}::text, ${graph.mail.to}::text, ${graph.mail.subject}::text, ${graph.mail.text}::text, ${graph.mail.html}::text from reg
      returning id
    ), link as (
      insert into registration_mails (registration_id, outbox_mail_id, type) select reg.id, mail.id, ${graph.mail.type}::smallint from reg, mail
    )
    select reg.*, pay.id as payment_id, pay.created_at as payment_created_at from reg, pay`).execute(executor);
  if (!rows[0]) return null;
  const { paymentId, paymentCreatedAt, ...registration } = rows[0];
  const payment: PaymentRow = {
    id: paymentId, registrationId: registration.id, provider: p.provider, method: p.method, channel: p.channel ?? 'online', status: p.status,
    amountCents: p.amountCents, currency: 'MXN', idempotencyKey: p.idempotencyKey, providerOrderId: null, operationId: p.operationId ?? null,
    cardBrand: null, cardLast4: null, cashReference: null, cashBarcodeUrl: null, expiresAt: (p.expiresAt as Date | null) ?? null,
    failureMessages: null, paidAt: (p.paidAt as Date | null) ?? null, createdAt: paymentCreatedAt, updatedAt: paymentCreatedAt,
  };
  return { registration, payment };
}

/**
 * A card charge the provider answered paid, for a payment still pending: payment paid, registration
 * confirmed, change log, mail type 4 — one statement, guarded by both states. Null when the guard
 * did not hold (a webhook or the sweep came first): the caller falls back to `settlePayment`.
 */
export async function confirmCardPayment(
  db: Db,
  input: { paymentId: number; registrationId: number; providerOrderId: string | null; card: { brand: string; last4: string } | null; description: string; mail: NewMail & { type: number } },
): Promise<{ paidAt: Date; providerOrderId: string | null } | null> {
  const { mail } = input;
  const { rows } = await prepared(sql<{ paidAt: Date; providerOrderId: string | null }>`
    with pay as (
      update payments set status = 'paid', paid_at = now(), updated_at = now(),
        provider_order_id = coalesce(provider_order_id, ${input.providerOrderId}), operation_id = coalesce(provider_order_id, ${input.providerOrderId}),
        card_brand = ${input.card?.brand ?? null}, card_last4 = ${input.card?.last4 ?? null}
      where id = ${input.paymentId} and status = 'pending'
        and exists (select 1 from registrations r where r.id = ${input.registrationId} and r.state = 'pending_payment')
      returning registration_id, paid_at, provider_order_id
    ), reg as (
      update registrations set state = 'confirmed', confirmed_at = now(), updated_at = now()
      where id = (select registration_id from pay) and state = 'pending_payment'
      returning id
    ), change as (
      insert into registration_changes (registration_id, action, description) select reg.id, 'payment_received', ${input.description} from reg
    ), mail as (
      insert into outbox_mails (kind, to_address, subject, text_body, html_body)
      select ${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html} from reg
      returning id
    ), link as (
      insert into registration_mails (registration_id, outbox_mail_id, type) select reg.id, mail.id, ${mail.type}::smallint from reg, mail
    )
    select pay.paid_at, pay.provider_order_id from pay, reg`).execute(db);
  return rows[0] ?? null;
}
