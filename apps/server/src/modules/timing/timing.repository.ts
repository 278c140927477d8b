import type { DbExecutor, Db, Trx } from '../../db/database.ts';
import type { StartWave } from '@dorsal/core';

/** What live timing reads of an event: its modalities' starts and distances, checkpoints, and bibs from registrations. */
export function createTimingRepository(db: Db) {
  return {
    modalities(eventId: number, executor: DbExecutor = db) {
      return executor
        .selectFrom('modalities')
        .select(['code', 'name', 'startWaves', 'distanceKm', 'paceFloorMsPerKm', 'resultsVersion'])
        .where('eventId', '=', eventId)
        .orderBy('sortOrder')
        .orderBy('id')
        .execute();
    },

    /** Locks the modalities a batch changes (in code order, so two batches never wait on each other in a cycle). */
    async lockModalities(trx: Trx, eventId: number, codes: readonly string[]) {
      if (codes.length === 0) return new Map<string, number>();
      const rows = await trx
        .selectFrom('modalities')
        .select(['code', 'resultsVersion'])
        .where('eventId', '=', eventId)
        .where('code', 'in', [...codes])
        .orderBy('code')
        .forUpdate()
        .execute();
      return new Map(rows.map((row) => [row.code, row.resultsVersion]));
    },

    checkpoints(eventId: number, executor: DbExecutor = db) {
      return executor.selectFrom('checkpoints').select(['number', 'description', 'distanceKm', 'laps']).where('eventId', '=', eventId).execute();
    },

    /** Confirmed registrations holding these bibs: a passing of a registered athlete with no result row yet creates it. */
    registeredBibs(trx: Trx, eventId: number, bibs: readonly number[]) {
      if (bibs.length === 0) return Promise.resolve([]);
      return trx
        .selectFrom('registrations')
        .select(['bib', 'firstNames', 'lastNames', 'modalityCode', 'branch', 'categoryCode'])
        .where('eventId', '=', eventId)
        .where('bib', 'in', [...bibs])
        .where('state', '=', 'confirmed')
        .execute();
    },

    modalityRows(trx: Trx, eventId: number, modalityCode: string) {
      return trx.selectFrom('results').selectAll().where('eventId', '=', eventId).where('modalityCode', '=', modalityCode).execute();
    },

    async setStartWaves(trx: Trx, eventId: number, modalityCode: string, waves: StartWave[]) {
      await trx
        .updateTable('modalities')
        .set({ startWaves: JSON.stringify(waves) })
        .where('eventId', '=', eventId)
        .where('code', '=', modalityCode)
        .execute();
    },
  };
}
export type TimingRepository = ReturnType<typeof createTimingRepository>;
