import { z } from 'zod';
import { parseEnv } from '../../lib/env.ts';
import type { GarminConfig } from './garmin/garmin-config.ts';
import { createGarminWearables, type GarminWearables } from './garmin/garmin-provider.ts';
import { createSandboxWearables, type SandboxWearables } from './sandbox/sandbox-provider.ts';

const envSchema = z.object({
  WEARABLES_PROVIDER: z.enum(['sandbox', 'garmin']).default('sandbox'),
  GARMIN_API_URL: z.string().url().optional(),
  GARMIN_OAUTH_URL: z.string().url().optional(),
  GARMIN_AUTHORIZE_URL: z.string().url().optional(),
  GARMIN_CONSUMER_KEY: z.string().optional(),
  GARMIN_CONSUMER_SECRET: z.string().optional(),
  GARMIN_TIMEOUT_MS: z.coerce.number().int().min(1000).optional(),
  NODE_ENV: z.string().default('development'),
  ALLOW_SANDBOX_WEARABLES: z.enum(['true', 'false']).default('false'),
});

/** `enabled: false`: a production server left on the sandbox, whose activities are made up, connects nothing. */
export type WearablesSettings = { provider: 'sandbox'; enabled?: boolean } | { provider: 'garmin'; garmin: GarminConfig };

/**
 * WEARABLES_PROVIDER and GARMIN_*; a `garmin` setting without its consumer key and secret stops the start naming them.
 * In production the sandbox is off (its activities are made up) unless ALLOW_SANDBOX_WEARABLES=true for a demonstration.
 */
export function readWearablesSettings(env: NodeJS.ProcessEnv = process.env): WearablesSettings {
  const e = parseEnv(envSchema, env);
  if (e.WEARABLES_PROVIDER === 'sandbox') return { provider: 'sandbox', enabled: e.NODE_ENV !== 'production' || e.ALLOW_SANDBOX_WEARABLES === 'true' };
  const missing = (['GARMIN_CONSUMER_KEY', 'GARMIN_CONSUMER_SECRET'] as const).filter((name) => !e[name]);
  if (missing.length) throw new Error(`Invalid configuration:\n${missing.map((name) => `  ${name}: required when WEARABLES_PROVIDER=garmin`).join('\n')}`);
  return {
    provider: 'garmin',
    garmin: {
      consumerKey: e.GARMIN_CONSUMER_KEY!,
      consumerSecret: e.GARMIN_CONSUMER_SECRET!,
      ...(e.GARMIN_API_URL ? { apiUrl: e.GARMIN_API_URL } : {}),
      ...(e.GARMIN_OAUTH_URL ? { oauthUrl: e.GARMIN_OAUTH_URL } : {}),
      ...(e.GARMIN_AUTHORIZE_URL ? { authorizeUrl: e.GARMIN_AUTHORIZE_URL } : {}),
      ...(e.GARMIN_TIMEOUT_MS ? { timeoutMs: e.GARMIN_TIMEOUT_MS } : {}),
    },
  };
}

export type ConfiguredWearables = SandboxWearables | GarminWearables;

/** The one place that picks the adapter. */
export function createWearables(settings: WearablesSettings): ConfiguredWearables {
  return settings.provider === 'sandbox' ? createSandboxWearables() : createGarminWearables(settings.garmin);
}
