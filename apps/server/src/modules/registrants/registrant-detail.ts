import { isValueField, messages, paymentStatusLabel, type FieldDefinition, type RegistrantDetail } from '@dorsal/core';
import type { DbExecutor } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { EventAction } from '../events/events.policy.ts';
import type { RegistrantsRepository } from './registrants.repository.ts';
import { registrantChange, registrantRow } from './registrant-view.ts';

const t = messages.registrants;
const methods = messages.registrationServer.methods;

/** What the caller may do to a registrant, for the dialog's buttons (the routes check again). */
export function canOn(access: { may: (action: EventAction) => boolean }): RegistrantDetail['can'] {
  return {
    edit: access.may('editRegistrants'),
    delete: access.may('editRegistrants'),
    releaseBib: access.may('releaseBibs'),
    markPaid: access.may('markCashPaid'),
    refund: access.may('recordRefunds'),
  };
}

/** The fields of a registrant's form, as registration shows them: the event's, then the modality's. */
export async function registrantFields(repository: RegistrantsRepository, eventId: number, modalityId: number, executor?: DbExecutor): Promise<FieldDefinition[]> {
  const form = await repository.formOf(eventId, modalityId, executor);
  return [...(form.hideEventFields ? [] : form.eventFields), ...form.modalityFields].filter(isValueField);
}

/** Everything the registrant dialog shows, with what the caller may do. */
export function createRegistrantDetail(deps: { repository: RegistrantsRepository }) {
  const { repository } = deps;
  /** Read after the change that preceded it has committed. */
  return async function detail(eventId: number, registrantId: number, can: RegistrantDetail['can']): Promise<RegistrantDetail> {
    const current = await repository.find(eventId, registrantId);
    if (!current) throw notFound();
    const [productLines, lines, payments, mails, changes, fields, modalities] = await Promise.all([
      repository.productLines([current.id]),
      repository.lines(current.id),
      repository.payments(current.id),
      repository.mails(current.id),
      repository.changes({ eventId, registrantId: current.id, limit: 500 }),
      registrantFields(repository, eventId, current.modalityId),
      repository.modalities(eventId),
    ]);
    const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());
    return {
      registrant: registrantRow(current, productLines),
      lines: lines.map((line) => ({ ...line, unitCents: Number(line.unitCents) })),
      payments: payments.map((payment) => ({
        id: payment.id,
        method: methods[payment.method],
        methodCode: payment.method,
        status: payment.status,
        statusLabel: paymentStatusLabel({ payment: payment.status, method: payment.method }),
        amountCents: Number(payment.amountCents),
        provider: payment.provider,
        operationId: payment.operationId,
        card: payment.cardLast4 ? `${payment.cardBrand ?? ''} •••• ${payment.cardLast4}`.trim() : null,
        cashReference: payment.cashReference,
        expiresAt: iso(payment.expiresAt),
        paidAt: iso(payment.paidAt),
        createdAt: iso(payment.createdAt)!,
      })),
      mails: mails.map((mail) => ({
        id: mail.id,
        type: mail.type,
        typeLabel: t.mailTypes[mail.type] ?? String(mail.type),
        subject: mail.subject ?? '',
        to: mail.toAddress ?? current.email,
        createdAt: iso(mail.createdAt)!,
        sentAt: iso(mail.sentAt ?? null),
      })),
      changes: changes.map(registrantChange),
      fields: fields.map((field) => ({ id: field.id, label: field.label, type: field.type, required: field.required, options: field.options ?? [] })),
      modalities: modalities.map((modality) => ({
        code: modality.code,
        name: modality.name,
        categories: modality.categories.map((category) => ({ code: category.code, name: category.name, branch: category.branch })),
      })),
      can,
    };
  };
}
export type RegistrantDetailReader = ReturnType<typeof createRegistrantDetail>;
