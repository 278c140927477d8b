import { messages, fill } from '@dorsal/core';
import type { NewMail } from '../outbox.repository.ts';
import { mailLayout } from './layout.ts';

const t = messages.registrationServer.mails;

/** What the registration mails say (spec §4 mail types 1 to 5). */
export interface RegistrationMailData {
  to: string;
  firstNames: string;
  eventName: string;
  modalityName: string;
  bib: number | null;
  /** The order total, formatted in its currency. */
  total: string;
  /** The charge in pesos, formatted. */
  amountMxn: string;
  confirmed: boolean;
  /** The confirmation document. */
  link: string;
  cashSlip?: { reference: string; expiresAt: string; instructions: string[] };
}

function mail(kind: string, subject: string, title: string, paragraphs: string[], data: RegistrationMailData): NewMail {
  const all = [fill(t.greeting, { name: data.firstNames }), ...paragraphs];
  return {
    kind,
    to: data.to,
    subject,
    text: `${all.join('\n\n')}\n\n${t.open}: ${data.link}\n`,
    html: mailLayout({ title, paragraphs: all, action: { label: t.open, url: data.link } }),
  };
}

const bibLine = (data: RegistrationMailData) => [data.bib ? fill(t.bibLine, { bib: data.bib }) : t.bibInConfirmation];

/** Type 1: the registration was received (pending payment) or, with nothing to pay, confirmed. */
export function registrationReceivedMail(data: RegistrationMailData): NewMail {
  const values = { event: data.eventName, modality: data.modalityName };
  const lead = fill(data.confirmed ? t.registered.confirmed : t.registered.pending, values);
  return mail('registration', fill(t.registered.subject, values), t.registered.title, [lead, ...bibLine(data), fill(t.totalLine, { total: data.total })], data);
}

/** Type 2: registered and paid in cash at the point of sale. */
export function registrationAtDeskMail(data: RegistrationMailData): NewMail {
  const values = { event: data.eventName, modality: data.modalityName, amount: data.amountMxn };
  return mail('registration_point_of_sale', fill(t.pointOfSale.subject, values), t.pointOfSale.title, [fill(t.pointOfSale.body, values), ...bibLine(data)], data);
}

/** Type 3: a registration code covered the whole order. */
export function registrationByCodeMail(data: RegistrationMailData): NewMail {
  const values = { event: data.eventName, modality: data.modalityName };
  return mail('registration_code', fill(t.registrationCode.subject, values), t.registrationCode.title, [fill(t.registrationCode.body, values), ...bibLine(data)], data);
}

/** Type 4: registration and payment confirmed. */
export function registrationPaidMail(data: RegistrationMailData): NewMail {
  const values = { event: data.eventName, modality: data.modalityName, amount: data.amountMxn };
  return mail('registration_paid', fill(t.paid.subject, values), t.paid.title, [fill(t.paid.body, values), ...bibLine(data)], data);
}

/** Type 5: the OXXO cash slip with its reference, deadline and the five instructions. */
export function registrationCashSlipMail(data: RegistrationMailData): NewMail {
  const slip = data.cashSlip!;
  const values = { event: data.eventName, modality: data.modalityName, amount: data.amountMxn, reference: slip.reference, expiresAt: slip.expiresAt };
  const steps = slip.instructions.map((step, index) => `${index + 1}. ${step}`);
  return mail('registration_cash_slip', fill(t.cashSlip.subject, values), t.cashSlip.title, [fill(t.cashSlip.body, values), ...bibLine(data), ...steps, t.cashSlip.expiry], data);
}
