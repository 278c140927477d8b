import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type Config } from '../config.ts';
import { buildApp, type AppOptions } from '../app.ts';
import { migrateToLatest, openDatabase, type Db } from '../db/database.ts';
import { migratedPgliteImage } from './migrated-pglite-image.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

const SCHEMA_CATALOG_LOCK = 7_310_221;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabases: TestDatabaseKind[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

/** A migrated, empty database: in-memory PGlite, or a schema of its own on the PostgreSQL server. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openDatabase({ kind: 'pglite', dataDir: null, startFrom: await migratedPgliteImage() });
    return { db, drop: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  // Kysely's migrator reads the catalog of every schema by name; a schema dropped meanwhile by a test file running in
  // parallel fails that read ("schema … does not exist"). Migrations share the lock, drops take it alone.
  await admin.query('select pg_advisory_lock_shared($1)', [SCHEMA_CATALOG_LOCK]);
  let db: Db;
  try {
    db = await openDatabase({ kind: 'postgres', url, schema });
    await migrateToLatest(db, schema);
  } finally {
    await admin.end();
  }
  return {
    db,
    drop: async () => {
      await db.destroy();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('select pg_advisory_lock($1)', [SCHEMA_CATALOG_LOCK]);
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

export async function createTestApp(kind: TestDatabaseKind, options: Partial<AppOptions> & { env?: Record<string, string> } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-test-'));
  const config: Config = loadConfig({ DATA_DIR: dataDir, PORT: '3000', ...options.env });
  const { db, drop } = await createTestDatabase(kind);
  const built = await buildApp({ config, db, runJobs: false, ...options });
  await built.app.ready();
  return {
    ...built,
    db,
    config,
    dataDir,
    async close() {
      await built.app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
