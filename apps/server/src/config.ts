import path from 'node:path';
import { z } from 'zod';
import { readPaymentsSettings, type PaymentsSettings } from './adapters/payments/payment-settings.ts';
import { parseEnv } from './lib/env.ts';
import type { RegistrationLimits } from './modules/registration/registration-limits.ts';

const hostList = z
  .string()
  .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Dorsal <no-responder@dorsal.mx>'),
  APP_HOSTS: hostList.default(['localhost', '127.0.0.1']),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  STORAGE: z.enum(['local']).default('local'),
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  REGISTRATION_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  REGISTRATION_ATTEMPTS_PER_EMAIL_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  PENDING_CASH_REGISTRATIONS_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  NODE_ENV: z.string().default('development'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appHosts: string[];
  publicUrl: string | undefined;
  authSecret: string;
  storage: 'local';
  seedDemo: boolean;
  authAttemptsPerMinute: number;
  registrationLimits: RegistrationLimits;
  production: boolean;
  /** PAYMENTS_PROVIDER and CONEKTA_* (adapters/payments/README.md). */
  payments: PaymentsSettings;
}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(envSchema, env);
  const production = e.NODE_ENV === 'production';
  if (production && !e.AUTH_SECRET) throw new Error('Invalid configuration:\n  AUTH_SECRET: required in production');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appHosts: e.APP_HOSTS,
    publicUrl: e.PUBLIC_URL,
    authSecret: e.AUTH_SECRET ?? 'dorsal-development-secret-change-me-in-production',
    storage: e.STORAGE,
    seedDemo: e.SEED_DEMO,
    authAttemptsPerMinute: e.AUTH_ATTEMPTS_PER_MINUTE,
    registrationLimits: {
      attemptsPerMinute: e.REGISTRATION_ATTEMPTS_PER_MINUTE,
      attemptsPerEmailPerMinute: e.REGISTRATION_ATTEMPTS_PER_EMAIL_PER_MINUTE,
      pendingCashPerEmail: e.PENDING_CASH_REGISTRATIONS_PER_EMAIL,
    },
    production,
    payments: readPaymentsSettings(env),
  };
}
