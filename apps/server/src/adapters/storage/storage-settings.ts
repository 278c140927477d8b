import path from 'node:path';
import { z } from 'zod';
import { parseEnv } from '../../lib/env.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, type S3Settings } from './s3-storage.ts';

const envSchema = z.object({
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/, 'letters, digits, ._- and / between folders')
    .optional(),
});

export type StorageSettings = { kind: 'local' } | { kind: 's3'; s3: S3Settings };

/**
 * Reads STORAGE and S3_* (README "Configuration"). `s3` needs S3_BUCKET; both keys or neither (the SDK's default
 * chain then: instance role, AWS_* variables). An endpoint means an S3-compatible server, which gets path-style
 * addressing unless S3_FORCE_PATH_STYLE=false.
 */
export function readStorageSettings(env: NodeJS.ProcessEnv = process.env): StorageSettings {
  const e = parseEnv(envSchema, env);
  if (e.STORAGE === 'local') return { kind: 'local' };
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither');
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  const prefix = e.S3_PREFIX ? e.S3_PREFIX.replace(/\/?$/, '/') : '';
  return {
    kind: 's3',
    s3: {
      bucket: e.S3_BUCKET!,
      region: e.S3_REGION,
      ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
      forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
      ...(e.S3_ACCESS_KEY_ID ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } } : {}),
      prefix,
    },
  };
}

/** The one place that picks the adapter: the local folder under DATA_DIR, or the bucket. */
export function createStorage(settings: StorageSettings, dataDir: string): FileStorage {
  return settings.kind === 's3' ? createS3Storage(settings.s3) : createLocalStorage(path.join(dataDir, 'files'));
}
