import type { SandboxPaymentProvider } from './payment-port.ts';
import type { ConfiguredPayments } from './payment-settings.ts';
import { createSandboxPayments } from './sandbox/sandbox-provider.ts';

/**
 * The configured processor and the sandbox beside it: an event in test mode (`prueba`) pays through the
 * sandbox and its test cards whatever the deployment's processor is, so an organizer trying their event
 * never charges a real card. A payment is always settled by the provider it was made with.
 */
export interface PaymentProviders {
  live: ConfiguredPayments;
  sandbox: SandboxPaymentProvider;
  forEvent(event: { isTest: boolean }): ConfiguredPayments;
  /** The provider a payment row names ('sandbox' or 'conekta'); the live one for anything else. */
  byKind(kind: string): ConfiguredPayments;
}

export function createPaymentProviders(live: ConfiguredPayments): PaymentProviders {
  const sandbox = live.kind === 'sandbox' ? live : createSandboxPayments();
  return {
    live,
    sandbox,
    forEvent: (event) => (event.isTest ? sandbox : live),
    byKind: (kind) => (kind === 'sandbox' ? sandbox : live),
  };
}
