import { z } from 'zod';
import type { ConektaConfig } from './conekta/conekta-config.ts';
import { createConektaPayments, type ConektaPaymentProvider } from './conekta/conekta-provider.ts';
import type { SandboxPaymentProvider } from './payment-port.ts';
import { createSandboxPayments } from './sandbox/sandbox-provider.ts';
import { parseEnv } from '../../lib/env.ts';

const envSchema = z.object({
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'conekta']).default('sandbox'),
  CONEKTA_API_URL: z.string().url().optional(),
  CONEKTA_PRIVATE_KEY: z.string().optional(),
  CONEKTA_PUBLIC_KEY: z.string().optional(),
  CONEKTA_WEBHOOK_KEY: z.string().optional(),
  CONEKTA_TOKENIZER_URL: z.string().url().optional(),
  CONEKTA_API_VERSION: z.string().regex(/^\d+\.\d+\.\d+$/).optional(),
  CONEKTA_ACCEPT_VENDOR: z.string().regex(/^[a-z]+$/).optional(),
  CONEKTA_CASH_TYPE: z.enum(['cash', 'oxxo_cash']).optional(),
  CONEKTA_TIMEOUT_MS: z.coerce.number().int().min(1000).optional(),
});

export type PaymentsSettings =
  | { provider: 'sandbox' }
  | { provider: 'conekta'; conekta: ConektaConfig & { webhookPublicKey: string } };

/**
 * Reads the payment variables; meant to be folded into `config.ts`. A `conekta` setting without
 * its keys stops the start with a message naming the variable.
 */
export function readPaymentsSettings(env: NodeJS.ProcessEnv = process.env): PaymentsSettings {
  const e = parseEnv(envSchema, env);
  if (e.PAYMENTS_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  const missing = (['CONEKTA_PRIVATE_KEY', 'CONEKTA_PUBLIC_KEY', 'CONEKTA_WEBHOOK_KEY'] as const).filter((name) => !e[name]);
  if (missing.length) {
    throw new Error(`Invalid configuration:\n${missing.map((name) => `  ${name}: required when PAYMENTS_PROVIDER=conekta`).join('\n')}`);
  }
  return {
    provider: 'conekta',
    conekta: {
      privateKey: e.CONEKTA_PRIVATE_KEY!,
      publicKey: e.CONEKTA_PUBLIC_KEY!,
      webhookPublicKey: e.CONEKTA_WEBHOOK_KEY!,
      ...(e.CONEKTA_API_URL ? { baseUrl: e.CONEKTA_API_URL } : {}),
      ...(e.CONEKTA_TOKENIZER_URL ? { tokenizerScriptUrl: e.CONEKTA_TOKENIZER_URL } : {}),
      ...(e.CONEKTA_API_VERSION ? { apiVersion: e.CONEKTA_API_VERSION } : {}),
      ...(e.CONEKTA_ACCEPT_VENDOR ? { acceptVendor: e.CONEKTA_ACCEPT_VENDOR } : {}),
      ...(e.CONEKTA_CASH_TYPE ? { cashPaymentType: e.CONEKTA_CASH_TYPE } : {}),
      ...(e.CONEKTA_TIMEOUT_MS ? { timeoutMs: e.CONEKTA_TIMEOUT_MS } : {}),
    },
  };
}

export type ConfiguredPayments = SandboxPaymentProvider | ConektaPaymentProvider;

/** The one place that picks the adapter; `kind` tells the sandbox (with its helpers) apart. */
export function createPaymentProvider(settings: PaymentsSettings): ConfiguredPayments {
  if (settings.provider === 'sandbox') return createSandboxPayments();
  return createConektaPayments(settings.conekta);
}
