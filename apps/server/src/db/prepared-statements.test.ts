import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, testDatabases } from '../test/test-app.ts';
import type { Db } from './database.ts';
import { prepared } from './prepared-statements.ts';

describe.each(testDatabases)('prepared statements (%s)', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(kind));
  });
  afterAll(() => drop());

  it('answers a marked statement like an unmarked one, whatever the values', async () => {
    for (const [a, b] of [[1, 'uno'], [2, null], [3, 'tres']] as const) {
      const { rows } = await prepared(sql<{ n: number; label: string | null }>`select ${a}::int + 1 as n, ${b}::text as label`).execute(db);
      expect(rows).toEqual([{ n: a + 1, label: b }]);
    }
  });

  it.runIf(kind === 'postgres')('prepares only marked statements, once per connection and text', async () => {
    const names = await db.transaction().execute(async (trx) => {
      for (const value of [1, 2, 3]) await prepared(sql`select ${value}::int as v`).execute(trx);
      await prepared(sql`select ${'otro'}::text as v`).execute(trx);
      await sql`select ${4}::int as unmarked`.execute(trx);
      const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements where statement like '%as v' or statement like '%unmarked' order by statement`.execute(trx);
      return rows;
    });
    expect(names).toHaveLength(2);
    expect(names.every((row) => row.name.startsWith('dorsal_') && row.statement.startsWith('/* prepared */'))).toBe(true);
  });
});
