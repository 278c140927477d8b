import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { prepareMarkedStatements } from './prepared-statements.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
/** A transaction; repository methods that must run inside one take it. */
export type Trx = Transaction<Database>;
/** The database or a transaction: what a repository method runs on. */
export type DbExecutor = Db | Trx;

export type DatabaseTarget =
  // dataDir null: in memory (tests); startFrom: a dumped data directory to start from instead of an empty cluster.
  | { kind: 'pglite'; dataDir: string | null; startFrom?: Blob }
  | { kind: 'postgres'; url: string; schema?: string };

const INT8 = 20;
// count(*) and bigserial come back as numbers on both drivers (pg gives strings by default).
pg.types.setTypeParser(INT8, (value) => Number(value));

/** Where a database's notifications come from: PGlite in-process, or a dedicated PostgreSQL connection. */
export type NotificationSource = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string; schema: string };
const notificationSources = new WeakMap<Db, NotificationSource>();

/** For lib/realtime's listener, which needs the driver underneath Kysely. */
export function notificationSourceOf(db: Db): NotificationSource {
  const source = notificationSources.get(db);
  if (!source) throw new Error('database not opened with openDatabase');
  return source;
}

export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  // jsonb values keep their keys as stored (price keys like 'precio_1', field ids): only columns are renamed.
  const plugins = [new CamelCasePlugin({ maintainNestedObjectKeys: true })];
  if (target.kind === 'pglite') {
    if (target.dataDir) fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
    // One options object: PGlite ignores the second argument when the first is not a path (in memory).
    const pglite = new PGlite({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      parsers: { [INT8]: (value: string) => Number(value) },
      ...(target.startFrom ? { loadDataDir: target.startFrom } : {}),
    });
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins });
    notificationSources.set(db, { kind: 'pglite', pglite });
    return db;
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  prepareMarkedStatements(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  notificationSources.set(db, { kind: 'postgres', url: target.url, schema: target.schema ?? 'public' });
  return db;
}

/** `schema` names where the migration bookkeeping lives (Kysely would otherwise find another schema's). */
export async function migrateToLatest(db: Db, schema = 'public'): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`migration ${result.migrationName} failed`);
  }
  if (error) throw error;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return row.count === 0;
}
