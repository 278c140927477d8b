import { messages, type EventStaffRole, type FieldContext, type QuoteBody } from '@dorsal/core';
import type { PaymentProviders } from '../../adapters/payments/payment-providers.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ConfirmationRepository } from './confirmation/confirmation.repository.ts';
import type { RegistrationConfigRepository } from './register/config.repository.ts';
import type { RegistrationContext } from './register/context.ts';
import { confirmationView } from './confirmation/confirmation.ts';
import type { ExpireDueRegistrations } from './expiry/expiry.ts';
import type { RegistrationFiles } from './confirmation/files.ts';
import { quoteView, registrationOptionsView } from './register/options.ts';
import { priceOrder } from './register/pricing.ts';
import { confirmationPageUrl } from './registration-links.ts';
import { trackingQrSvg } from './confirmation/tracking-qr.ts';
import type { RegisterAthlete } from './register/register-athlete.ts';
import type { ReleaseCashSlip } from './expiry/release-cash-slip.ts';

const t = messages.registrationServer;
const TAG = /^[\w.-]{1,64}$/;
const online: FieldContext = { channel: 'online' };
const atDesk = (role: EventStaffRole | null): FieldContext => ({ channel: 'point_of_sale', role });

interface Deps {
  config: RegistrationConfigRepository;
  context: RegistrationContext;
  confirmations: ConfirmationRepository;
  files: RegistrationFiles;
  registerAthlete: RegisterAthlete;
  expireDueRegistrations: ExpireDueRegistrations;
  releaseCashSlip: ReleaseCashSlip;
  providers: PaymentProviders;
  /** Production: only a test-mode event's slip may be paid by simulation (a demo deployment's sandbox slips are real orders). */
  simulatedCashOnlyForTestEvents: boolean;
}

/** The registration use cases the routes call; each one is a named function of its own file. */
export function createRegistrationService(deps: Deps) {
  /** A registration by its public key; 404 when unknown or when `eventId` names another event. */
  async function load(publicKey: string, eventId?: number) {
    const data = await deps.confirmations.load(publicKey);
    if (!data || (eventId !== undefined && data.registration.eventId !== eventId)) throw notFound(t.notFound);
    return data;
  }

  /** What the wizard pays with: the sandbox and its test cards for an event in test mode, else the deployment's processor. */
  function processorOf(event: { isTest: boolean }) {
    const provider = deps.providers.forEvent(event);
    return { paymentProvider: provider.kind, cardTokenizer: provider.cardTokenizer };
  }

  return {
    register: deps.registerAthlete,
    expireDueRegistrations: deps.expireDueRegistrations,
    releaseCashSlip: deps.releaseCashSlip,

    /** Public options of an event open for registration; a `tkl` tag counts one visit. */
    async options(eventId: number, tkl: string | undefined) {
      const context = await deps.context.pricingContext(eventId, null, 404);
      if (tkl && TAG.test(tkl)) await deps.config.countVisit(eventId, tkl);
      return { ...registrationOptionsView(await deps.context.withFreshCounters(context)), ...processorOf(context.event) };
    },

    async quote(eventId: number, body: QuoteBody) {
      const context = await deps.context.pricingContext(eventId, body.discountCode, 404);
      return quoteView(priceOrder(context, body, { strictDiscount: false, audience: online }));
    },

    /** The wizard at the point of sale (the caller passed the `registerAtDesk` policy): staff fields and products, cash. */
    async deskOptions(eventId: number, role: EventStaffRole | null) {
      const context = await deps.context.pricingContext(eventId, null, 404);
      return { ...registrationOptionsView(await deps.context.withFreshCounters(context), atDesk(role)), ...processorOf(context.event) };
    },

    async deskQuote(eventId: number, role: EventStaffRole | null, body: QuoteBody) {
      const context = await deps.context.pricingContext(eventId, body.discountCode, 404);
      return quoteView(priceOrder(context, body, { strictDiscount: false, audience: atDesk(role) }));
    },

    async confirmation(publicKey: string, eventId: number | undefined, baseUrl: string) {
      const data = await load(publicKey, eventId);
      return { ...confirmationView(data, baseUrl), paymentProvider: deps.providers.byKind(data.payment.provider).kind };
    },

    async bibImage(publicKey: string, eventId: number | undefined, member?: number) {
      const data = await load(publicKey, eventId);
      if (member !== undefined && member > Math.max(1, data.registration.teamMembers.length + 1)) throw notFound(t.notFound);
      return deps.files.bibImage(data, member);
    },

    /** The tracking link as a QR code (SVG), for the confirmation page. */
    async trackingQr(publicKey: string, eventId: number | undefined, baseUrl: string) {
      const { registration } = await load(publicKey, eventId);
      return trackingQrSvg(confirmationPageUrl(baseUrl, registration));
    },

    async confirmationPdf(publicKey: string, eventId: number | undefined, baseUrl: string) {
      return deps.files.confirmationPdf(await load(publicKey, eventId), baseUrl);
    },

    /**
     * The sandbox's OXXO takes the cash of a pending slip — only a sandbox payment, and in production only one of an
     * event in test mode (so organizers try a test event end to end); any other slip answers 404. The sandbox emits
     * `order.paid`, which goes through the same handler as a webhook (provider.onEvent).
     */
    async markCashSlipPaid(publicKey: string, eventId: number | undefined, baseUrl: string) {
      const { payment, event } = await load(publicKey, eventId);
      if (deps.simulatedCashOnlyForTestEvents && !event.isTest) throw notFound();
      if (payment.provider !== 'sandbox') throw notFound(t.sandboxOnly);
      if (payment.method !== 'oxxo_cash' || payment.status !== 'pending' || !payment.cashReference) {
        throw new AppError(409, 'no_pending_slip', t.noPendingSlip);
      }
      await deps.providers.sandbox.markCashPaid(payment.cashReference);
      return { ...confirmationView(await load(publicKey), baseUrl), paymentProvider: 'sandbox' as const };
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
