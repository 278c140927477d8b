import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Db } from './database.ts';

describe('PGlite dialect', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite', dataDir: null });
    await sql`create table counter (id int primary key, value int not null)`.execute(db);
    await sql`insert into counter values (1, 0)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('keeps every write of concurrent read-then-write transactions', async () => {
    const increments = Array.from({ length: 25 }, () =>
      db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ value: number }>`select value from counter where id = 1`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 1));
        await sql`update counter set value = ${rows[0]!.value + 1} where id = 1`.execute(trx);
      }),
    );
    const reads = Array.from({ length: 10 }, () => sql`select value from counter`.execute(db));
    await Promise.all([...increments, ...reads]);
    const { rows } = await sql<{ value: number }>`select value from counter where id = 1`.execute(db);
    expect(rows[0]!.value).toBe(25);
  });

  it('rolls back a failed transaction and stays usable', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`update counter set value = 999 where id = 1`.execute(trx);
        throw new Error('falla');
      }),
    ).rejects.toThrow('falla');
    const { rows } = await sql<{ value: number }>`select value from counter where id = 1`.execute(db);
    expect(rows[0]!.value).toBe(25);
  });

  it('parses count(*) as a number', async () => {
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from counter`.execute(db);
    expect(rows[0]!.n).toBe(1);
  });
});
