import path from 'node:path';
import { z } from 'zod';
import { readPaymentsSettings, type PaymentsSettings } from './adapters/payments/payment-settings.ts';
import { readStorageSettings, type StorageSettings } from './adapters/storage/storage-settings.ts';
import { readWearablesSettings, type WearablesSettings } from './adapters/wearables/wearable-settings.ts';
import { parseEnv } from './lib/env.ts';
import type { RegistrationLimits } from './modules/registration/register/limits.ts';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

const list = z.string().transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));
const hostList = list.transform((hosts) => hosts.map((host) => host.toLowerCase()));
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

const webOrigin = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'must be an http(s) address')
  .transform((value) => value.replace(/\/+$/, ''));

const originList = list.pipe(z.array(webOrigin.transform((value) => new URL(value).origin)));

const DEVELOPMENT_SECRET = 'dorsal-development-secret-change-me-in-production';

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Dorsal <no-responder@dorsal.mx>'),
  APP_HOSTS: hostList.default(['localhost', '127.0.0.1']),
  PUBLIC_URL: webOrigin.optional(),
  AUTH_SECRET: z.string().min(32).refine((value) => value !== DEVELOPMENT_SECRET, 'the development value is not a secret').optional(),
  TRUST_PROXY: z.string().transform(parseTrustProxy).default(false),
  FRAME_ANCESTORS: originList.default([]),
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  REGISTRATION_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  REGISTRATION_ATTEMPTS_PER_EMAIL_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  PENDING_CASH_REGISTRATIONS_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  AUTH_ATTEMPTS_PER_ACCOUNT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  PHOTO_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  SEED_DEMO: flag.optional(),
  DEMO_MARATHON_RUNNERS: z.coerce.number().int().min(0).max(100_000).default(0),
  DEMO_RACE_SPEED: z.coerce.number().min(0).max(1000).default(1),
  RESULTS_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(128),
  ALLOW_SANDBOX_PAYMENTS: flag.default(false),
});

export interface Config {
  port: number;
  /** Where the server listens: loopback in development, every interface in production (HOST). */
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appHosts: string[];
  /** Base of the links sent by mail, without a trailing slash; required in production. */
  publicUrl: string | undefined;
  authSecret: string;
  /** Which proxies may set X-Forwarded-*: none by default (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** Origins allowed to embed the app in a frame, besides the app itself (FRAME_ANCESTORS). */
  frameAncestors: string[];
  /** STORAGE and S3_* (adapters/storage/storage-settings.ts). */
  storage: StorageSettings;
  seedDemo: boolean;
  /** Sign-in, sign-up and reset attempts per client and minute. */
  authAttemptsPerMinute: number;
  registrationLimits: RegistrationLimits;
  /** Sign-in and reset attempts per account (e-mail) and minute, from any number of clients. */
  authAttemptsPerAccountPerMinute: number;
  /** Shareable photo renders (the editor's server render: sharp work on a public route) per client and minute. */
  photoRendersPerMinute: number;
  production: boolean;
  /** Runners of the large demo marathon added at start (DEMO_MARATHON_RUNNERS, `npm run demo:marathon`); 0 = none. */
  demoMarathonRunners: number;
  /** With the demo data: the live demo event's race replayed by the simulator this many times faster than real time (DEMO_RACE_SPEED); 0 = off. */
  demoRaceSpeed: number;
  /** Bytes all events' results share for report indexes and prepared pages (RESULTS_CACHE_MB). */
  resultsCacheBytes: number;
  /** PAYMENTS_PROVIDER and CONEKTA_* (adapters/payments/README.md). */
  payments: PaymentsSettings;
  /** WEARABLES_PROVIDER and GARMIN_* (adapters/wearables/README.md); the sandbox when absent. */
  wearables?: WearablesSettings;
}

/**
 * What production refuses to start without: links sent by mail need PUBLIC_URL (never the request's Host),
 * sessions need a real secret, mails need a transport (the development mailbox does not exist there),
 * and the sandbox takes no real money unless a demonstration deployment says so.
 */
function productionProblems(e: z.output<typeof envSchema>, payments: PaymentsSettings): string[] {
  const problems: string[] = [];
  if (!e.PUBLIC_URL) problems.push('PUBLIC_URL: required in production (the base of the links sent by mail)');
  if (!e.AUTH_SECRET) problems.push('AUTH_SECRET: required in production (32+ characters)');
  if (!e.SMTP_URL) problems.push('SMTP_URL: required in production (without it mails would wait in the outbox with no one to read them)');
  if (payments.provider === 'sandbox' && !e.ALLOW_SANDBOX_PAYMENTS) {
    problems.push('PAYMENTS_PROVIDER: the sandbox takes no real money; use conekta, or set ALLOW_SANDBOX_PAYMENTS=true for a demonstration');
  }
  return problems;
}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(envSchema, env);
  const payments = readPaymentsSettings(env);
  const storage = readStorageSettings(env);
  const wearables = readWearablesSettings(env);
  const production = e.NODE_ENV === 'production';
  const problems = production ? productionProblems(e, payments) : [];
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST ?? (production ? '0.0.0.0' : 'localhost'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appHosts: e.APP_HOSTS,
    publicUrl: e.PUBLIC_URL,
    authSecret: e.AUTH_SECRET ?? DEVELOPMENT_SECRET,
    trustProxy: e.TRUST_PROXY,
    frameAncestors: e.FRAME_ANCESTORS,
    storage,
    seedDemo: e.SEED_DEMO ?? !production,
    authAttemptsPerMinute: e.AUTH_ATTEMPTS_PER_MINUTE,
    registrationLimits: {
      attemptsPerMinute: e.REGISTRATION_ATTEMPTS_PER_MINUTE,
      attemptsPerEmailPerMinute: e.REGISTRATION_ATTEMPTS_PER_EMAIL_PER_MINUTE,
      pendingCashPerEmail: e.PENDING_CASH_REGISTRATIONS_PER_EMAIL,
    },
    authAttemptsPerAccountPerMinute: e.AUTH_ATTEMPTS_PER_ACCOUNT_PER_MINUTE,
    photoRendersPerMinute: e.PHOTO_RENDERS_PER_MINUTE,
    production,
    demoMarathonRunners: e.DEMO_MARATHON_RUNNERS,
    demoRaceSpeed: e.DEMO_RACE_SPEED,
    resultsCacheBytes: e.RESULTS_CACHE_MB * 1024 * 1024,
    payments,
    wearables,
  };
}
