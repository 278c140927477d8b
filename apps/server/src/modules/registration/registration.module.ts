import type { ConfiguredPayments } from '../../adapters/payments/payment-settings.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import { createPaymentEventHandler } from '../payments/payment-events.ts';
import { createPaymentsRepository } from '../payments/payments.repository.ts';
import { createConfirmationRepository } from './confirmation/confirmation.repository.ts';
import { createRegisterAthlete } from './register/register-athlete.ts';
import { createDeskRegistration } from './register/desk.ts';
import type { RegistrationLimits } from './register/limits.ts';
import { createReleaseCashSlip } from './expiry/release-cash-slip.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import { createChargeRegistration } from '../payments/outcomes/charge-registration.ts';
import { createRecordOutcome } from '../payments/outcomes/record-outcome.ts';
import { createRegistrationConfigRepository } from './register/config.repository.ts';
import { createRegistrationContext } from './register/context.ts';
import { createExpireDueRegistrations } from './expiry/expiry.ts';
import { createRegistrationFiles } from './confirmation/files.ts';
import { createRegistrationMailer } from './registration-mailer.ts';
import { createSettlePayment, outcomeOfOrder } from '../payments/outcomes/settlement.ts';
import { createPaymentProviders } from '../../adapters/payments/payment-providers.ts';
import { createRegistrationSetup } from './setup/setup.ts';
import { createRegistrationTransitions } from '../payments/outcomes/registration-transitions.ts';
import { createRegistrationWriter } from './register/writer.ts';
import { createRegistrationRepository } from './registration.repository.ts';
import { createRegistrationService } from './registration.service.ts';
import { announceRegistrants, createRegistrantsAnnouncer } from './registrants-topic.ts';

interface ModuleDeps {
  db: Db;
  outbox: OutboxRepository;
  storage: FileStorage;
  provider: ConfiguredPayments;
  /** Base of the links sent by mail. */
  baseUrl: string;
  requireEventAccess: RequireEventAccess;
  limits: RegistrationLimits;
  /** In production the sandbox's simulated OXXO payment pays only events in test mode (a demo deployment too). */
  production: boolean;
}

/** Wires the registration and payment parts once (called from app.ts); sandbox events go to the webhook handler. */
export function createRegistrationModule({ db, outbox, storage, provider, baseUrl, requireEventAccess, limits, production }: ModuleDeps) {
  const registrations = createRegistrationRepository(db);
  const payments = createPaymentsRepository(db);
  const config = createRegistrationConfigRepository(db);
  const context = createRegistrationContext(db, config);
  const sendMail = createRegistrationMailer({ outbox, registrations, baseUrl });
  const transitions = createRegistrationTransitions({ registrations, payments, sendMail, announce: announceRegistrants });
  const announcer = createRegistrantsAnnouncer(db);
  const settlePayment = createSettlePayment({ db, payments, transitions });
  const recordOutcome = createRecordOutcome({ db, settlePayment, baseUrl });
  const providers = createPaymentProviders(provider);
  const chargeRegistration = createChargeRegistration({ providers, registrations, recordOutcome });
  const writeRegistration = createRegistrationWriter({ db, registrations, baseUrl, isFullNow: context.isFullNow, pendingCashPerEmail: limits.pendingCashPerEmail });
  const registerOne = createRegisterAthlete({ context, registrations, payments, writeRegistration, chargeRegistration, providerKindFor: (event) => providers.forEvent(event).kind });
  const registerAthlete: typeof registerOne = async (input) => {
    const answer = await registerOne(input);
    announcer.soon(input.eventId);
    return answer;
  };
  const expireDueRegistrations = createExpireDueRegistrations({ db, payments, transitions });
  const settleOrder = (id: number, order: Parameters<typeof outcomeOfOrder>[0]) => settlePayment(id, outcomeOfOrder(order));
  const handlePaymentEvent = createPaymentEventHandler({ provider, payments, settleOrder });
  const handleSandboxEvent = providers.sandbox === provider ? handlePaymentEvent : createPaymentEventHandler({ provider: providers.sandbox, payments, settleOrder });
  providers.sandbox.onEvent(async (event) => void (await handleSandboxEvent(event)));

  const service = createRegistrationService({
    config,
    context,
    confirmations: createConfirmationRepository(db),
    files: createRegistrationFiles(storage),
    registerAthlete,
    expireDueRegistrations,
    releaseCashSlip: createReleaseCashSlip({ db, registrations, payments, transitions, requireEventAccess }),
    providers,
    simulatedCashOnlyForTestEvents: production,
  });
  const configure = createRegistrationSetup(db);
  const setup = async (input: Parameters<typeof configure>[0]) => {
    await configure(input);
    context.forget(input.eventId);
  };
  return {
    service,
    desk: createDeskRegistration({ requireEventAccess, service, registerAthlete }),
    handlePaymentEvent,
    expireDueRegistrations,
    settlePayment,
    setup,
    /** An event's setup changed on this instance: the wizard reads its configuration again at once. */
    forgetConfig: (eventId: number) => context.forget(eventId),
    registrations,
    payments,
    /** What payment outcomes do to registrations (staff marking a cash payment paid goes through them too). */
    transitions,
    /** Drops announcements still waiting (app close). */
    close: () => announcer.close(),
  };
}
export type RegistrationModule = ReturnType<typeof createRegistrationModule>;
