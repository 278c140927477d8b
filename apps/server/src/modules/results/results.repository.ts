import { sql, type Selectable } from 'kysely';
import { normalizeForSearch, type RankedRow, type ResultRow } from '@dorsal/core';
import type { Db, DbExecutor, Trx } from '../../db/database.ts';
import type { ResultsTable } from '../../db/schema.ts';

export type StoredResult = Selectable<ResultsTable>;

const CHUNK = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The stored row as the core's ranking input. */
export function toResultRow(row: StoredResult): ResultRow {
  return {
    bib: row.bib,
    name: row.name,
    modalityCode: row.modalityCode,
    branch: row.branch,
    categoryCode: row.categoryCode,
    officialTimeMs: row.officialTimeMs,
    realTimeMs: row.realTimeMs,
    arrivedAt: row.arrivedAt ? row.arrivedAt.toISOString() : null,
    splits: row.splits,
    startRecorded: row.startRecorded,
    deleted: row.deleted,
    dnf: row.dnf,
    dnfOverTime: row.dnfOverTime,
    dq: row.dq,
    dns: row.dns,
    ...(row.rowType !== null ? { rowType: row.rowType } : {}),
  };
}

export function createResultsRepository(db: Db) {
  return {
    listByEvent(eventId: number, executor: DbExecutor = db) {
      return executor.selectFrom('results').selectAll().where('eventId', '=', eventId).execute();
    },

    /**
     * What ordering, filtering and searching the reports need of each row (no splits, no times): of
     * every row, or of these modalities' rows and any row whose modality is none of `known`.
     */
    listIndexRows(eventId: number, only?: { modalities: readonly string[]; known: readonly string[] }) {
      let query = db
        .selectFrom('results')
        .select([
          'bib',
          'modalityCode',
          'branch',
          'categoryCode',
          'rankedCategoryCode',
          'overallPosition',
          'branchPosition',
          'categoryPosition',
          'flag',
          'searchName',
        ])
        .where('eventId', '=', eventId);
      if (only) {
        const some = (codes: readonly string[]) => (codes.length ? [...codes] : ['']);
        query = query.where((eb) => eb.or([eb('modalityCode', 'in', some(only.modalities)), eb('modalityCode', 'not in', some(only.known))]));
      }
      return query.execute();
    },

    /** The bibs an account's registrations in the event hold. */
    async bibsRegisteredBy(eventId: number, userId: string): Promise<number[]> {
      const rows = await db
        .selectFrom('registrations')
        .select('bib')
        .where('eventId', '=', eventId)
        .where('userId', '=', userId)
        .where('bib', 'is not', null)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.bib!);
    },

    /** The rows of these bibs, in no particular order. */
    findByBibs(eventId: number, bibs: readonly number[], executor: DbExecutor = db) {
      if (bibs.length === 0) return Promise.resolve([]);
      return executor.selectFrom('results').selectAll().where('eventId', '=', eventId).where('bib', 'in', [...bibs]).execute();
    },

    /** Every row of an event in bib order, `batch` rows per query (keyset paging: no offset to skip over). */
    async *streamByEvent(eventId: number, batch = 1000): AsyncGenerator<StoredResult[]> {
      let after = -2_147_483_648;
      for (;;) {
        const rows = await db
          .selectFrom('results')
          .selectAll()
          .where('eventId', '=', eventId)
          .where('bib', '>', after)
          .orderBy('bib')
          .limit(batch)
          .execute();
        if (rows.length > 0) yield rows;
        if (rows.length < batch) return;
        after = rows[rows.length - 1]!.bib;
      }
    },

    findByBib(eventId: number, bib: number) {
      return db.selectFrom('results').selectAll().where('eventId', '=', eventId).where('bib', '=', bib).executeTakeFirst();
    },

    /** Inserts new bibs and overwrites existing ones; rows absent from `rows` stay as they are. */
    async upsert(trx: Trx, eventId: number, rows: readonly ResultRow[]) {
      for (const part of chunks(rows, CHUNK)) {
        await trx
          .insertInto('results')
          .values(
            part.map((row) => ({
              eventId,
              modalityCode: row.modalityCode,
              bib: row.bib,
              name: row.name,
              searchName: normalizeForSearch(row.name),
              branch: row.branch,
              categoryCode: row.categoryCode,
              officialTimeMs: row.officialTimeMs,
              realTimeMs: row.realTimeMs,
              arrivedAt: row.arrivedAt,
              splits: JSON.stringify(row.splits),
              startRecorded: row.startRecorded,
              deleted: row.deleted,
              dnf: row.dnf,
              dnfOverTime: row.dnfOverTime,
              dq: row.dq,
              dns: row.dns,
              rowType: row.rowType ?? null,
              flag: null,
              video: null,
            })),
          )
          .onConflict((conflict) =>
            conflict.columns(['eventId', 'bib']).doUpdateSet((eb) => ({
              modalityCode: eb.ref('excluded.modalityCode'),
              name: eb.ref('excluded.name'),
              searchName: eb.ref('excluded.searchName'),
              branch: eb.ref('excluded.branch'),
              categoryCode: eb.ref('excluded.categoryCode'),
              officialTimeMs: eb.ref('excluded.officialTimeMs'),
              realTimeMs: eb.ref('excluded.realTimeMs'),
              arrivedAt: eb.ref('excluded.arrivedAt'),
              splits: eb.ref('excluded.splits'),
              startRecorded: eb.ref('excluded.startRecorded'),
              deleted: eb.ref('excluded.deleted'),
              dnf: eb.ref('excluded.dnf'),
              dnfOverTime: eb.ref('excluded.dnfOverTime'),
              dq: eb.ref('excluded.dq'),
              dns: eb.ref('excluded.dns'),
              rowType: eb.ref('excluded.rowType'),
              updatedAt: sql`now()`,
            })),
          )
          .execute();
      }
    },

    /** Finishers and athletes of each modality (rows of the results table). */
    async countsByModality(eventId: number) {
      const rows = await db
        .selectFrom('results')
        .select(['modalityCode', sql<number>`count(*)::int`.as('athletes'), sql<number>`count(official_time_ms)::int`.as('finishers')])
        .where('eventId', '=', eventId)
        .where('deleted', '=', false)
        .groupBy('modalityCode')
        .execute();
      return new Map(rows.map((row) => [row.modalityCode, { athletes: row.athletes, finishers: row.finishers }]));
    },

    /** Writes computed positions, flags and winner marks of ranked rows (by bib). */
    async writePositions(trx: Trx, eventId: number, rows: readonly RankedRow[]) {
      for (const part of chunks(rows, CHUNK)) {
        const values = sql.join(
          part.map(
            (row) =>
              sql`(${row.bib}::int, ${row.overallPosition}::int, ${row.branchPosition}::int, ${row.categoryPosition}::int, ${row.rankedCategoryCode}::text, ${row.isOverallWinner}::boolean, ${row.flag}::text)`,
          ),
        );
        await sql`
          update results as r set
            overall_position = v.overall, branch_position = v.branch, category_position = v.category,
            ranked_category_code = v.ranked_category, is_overall_winner = v.winner, flag = v.flag
          from (values ${values}) as v(bib, overall, branch, category, ranked_category, winner, flag)
          where r.event_id = ${eventId} and r.bib = v.bib`.execute(trx);
      }
    },
  };
}
export type ResultsRepository = ReturnType<typeof createResultsRepository>;
