import { confirmationLabel, confirmationType, formatMoney, messages, teamRoster, waiverText, fill } from '@dorsal/core';
import { cashSlipView } from './cash-slip.ts';
import type { ConfirmationData } from './confirmation.repository.ts';
import { bibView, paymentView } from '../register/answer.ts';
import { bibImagePath, confirmationPageUrl, confirmationPdfPath, trackingQrPath } from '../registration-links.ts';

const t = messages.registrationServer;

/** A relay's or team's members in order, the registering athlete first; [] for an individual registration. */
export function teamOf({ registration: r }: Pick<ConfirmationData, 'registration'>) {
  if (r.teamMembers.length === 0) return [];
  const names = teamRoster(r, r.teamMembers);
  const genders = [r.branch, ...r.teamMembers.map((member) => member.gender)];
  return names.map((name, index) => ({ position: index + 1, name, gender: genders[index]! }));
}

/**
 * The confirmation document (spec §2): type 0–4, name, event, logo, bib (or 'Asignado folio'),
 * modality / branch / category, order lines and totals, payment, the cash slip while it is
 * pending, the waiver (adult or minor) and the tracking link (the confirmation page, also the QR).
 */
export function confirmationView(data: ConfirmationData, baseUrl: string) {
  const { registration: r, event, modality, category, payment, lines } = data;
  const money = (cents: number, currency = r.currency) => ({ cents, text: formatMoney({ cents, currency }) });
  const type = confirmationType({ registration: r.state, payment: payment.status, method: payment.method });
  const name = `${r.firstNames} ${r.lastNames}`;
  return {
    id: r.publicKey,
    eventId: r.eventId,
    type,
    typeLabel: confirmationLabel(type),
    state: r.state,
    greeting: fill(t.confirmation.congratulations, { name: r.firstNames }),
    name,
    athlete: {
      firstNames: r.firstNames,
      lastNames: r.lastNames,
      paternalSurname: r.paternalSurname,
      maternalSurname: r.maternalSurname,
      email: r.email,
      phone: r.phone,
      birthDate: r.birthDate,
      gender: r.branch,
    },
    event: { id: event.id, name: event.name, logoUrl: event.logoUrl, date: event.eventDate, startTime: event.startTime, place: event.place, city: event.city },
    ...bibView(r),
    releasedBib: r.releasedBib,
    modality: { code: modality.code, name: modality.name },
    branch: { code: r.branch, label: t.branches[r.branch] },
    category: { code: r.categoryCode, name: category?.name ?? r.categoryCode },
    formValues: r.formValues,
    order: {
      currency: r.currency,
      lines: lines.map((line) => ({
        code: line.code,
        name: line.name,
        description: line.description,
        quantity: line.quantity,
        unit: money(line.unitCents),
        total: money(line.unitCents * line.quantity),
        formValues: line.formValues,
      })),
      subtotal: money(r.subtotalCents),
      discount: money(r.discountCents),
      commission: money(r.commissionCents),
      total: money(r.totalCents),
      charge: money(r.chargeCents, 'MXN'),
    },
    payment: paymentView(payment),
    cashSlip: r.state === 'pending_payment' ? cashSlipView(payment, event.timeZone) : null,
    waiver: waiverText({ athleteName: name, eventName: event.name, birthDate: r.birthDate, eventDate: event.eventDate, privacyNoticeUrl: event.privacyLink }),
    trackingUrl: confirmationPageUrl(baseUrl, r),
    trackingQrUrl: trackingQrPath(r),
    bibImageUrl: bibImagePath(r),
    team: teamOf(data).map((member) => ({ ...member, bibImageUrl: bibImagePath(r, member.position) })),
    pdfUrl: confirmationPdfPath(r),
    createdAt: r.createdAt.toISOString(),
  };
}
export type ConfirmationView = ReturnType<typeof confirmationView>;
