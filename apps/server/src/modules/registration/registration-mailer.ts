import { formatMoney } from '@dorsal/core';
import type { NewMail, OutboxRepository } from '../mail/outbox.repository.ts';
import {
  registrationAtDeskMail,
  registrationByCodeMail,
  registrationCashSlipMail,
  registrationPaidMail,
  registrationReceivedMail,
  type RegistrationMailData,
} from '../mail/templates/registration-mails.ts';
import { cashSlipView } from './confirmation/cash-slip.ts';
import { confirmationPageUrl } from './registration-links.ts';
import type { RegistrationRepository } from './registration.repository.ts';
import type { Trx } from '../../db/database.ts';

/**
 * Spec §4 mail types: 1 web registration, 2 point-of-sale registration, 3 registration code, 4 registration and
 * payment confirmation, 5 payment slip.
 */
export const mailTypes = { registered: 1, pointOfSale: 2, registrationCode: 3, paid: 4, cashSlip: 5 } as const;
export type RegistrationMailType = (typeof mailTypes)[keyof typeof mailTypes];

const templates = { 1: registrationReceivedMail, 2: registrationAtDeskMail, 3: registrationByCodeMail, 4: registrationPaidMail, 5: registrationCashSlipMail } as const;

/** What a registration mail is made of (read from the database, or known in memory on the hot path). */
export interface MailFacts {
  publicKey: string;
  eventId: number;
  /** Made on an organizer's website: its confirmation's place there (the mail links to it). */
  siteLink: string | null;
  email: string;
  firstNames: string;
  bib: number | null;
  state: string;
  totalCents: number;
  currency: string;
  eventName: string;
  timeZone: string;
  modalityName: string;
  amountCents: number;
  cashReference: string | null;
  expiresAt: Date | null;
  cashBarcodeUrl: string | null;
}

/** The mail of a type for a registration, with the link to its confirmation. */
export function registrationMail(type: RegistrationMailType, facts: MailFacts, baseUrl: string): NewMail {
  const slip = type === mailTypes.cashSlip ? cashSlipView(facts, facts.timeZone) : null;
  const data: RegistrationMailData = {
    to: facts.email,
    firstNames: facts.firstNames,
    eventName: facts.eventName,
    modalityName: facts.modalityName,
    bib: facts.bib,
    total: formatMoney({ cents: facts.totalCents, currency: facts.currency }),
    amountMxn: formatMoney({ cents: facts.amountCents, currency: 'MXN' }),
    confirmed: facts.state === 'confirmed',
    link: confirmationPageUrl(baseUrl, facts),
    ...(slip ? { cashSlip: { reference: slip.reference, expiresAt: slip.expiresAtText, instructions: slip.instructions } } : {}),
  };
  return templates[type](data);
}

/**
 * Writes a registration mail to the outbox inside the caller's transaction (the one that changed
 * the state), and links it to the registration (admin "Correos enviados").
 */
export function createRegistrationMailer(deps: { outbox: OutboxRepository; registrations: RegistrationRepository; baseUrl: string }) {
  return async function sendRegistrationMail(trx: Trx, type: RegistrationMailType, registrationId: number) {
    const facts = await deps.registrations.mailFacts(trx, registrationId);
    const { id } = await deps.outbox.insert(registrationMail(type, facts, deps.baseUrl), trx);
    await deps.registrations.linkMail(trx, registrationId, id, type);
  };
}
export type SendRegistrationMail = ReturnType<typeof createRegistrationMailer>;
