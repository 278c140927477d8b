import { sql } from 'kysely';
import type { CheckpointSetup } from '@dorsal/core';
import type { Db, DbExecutor, Trx } from '../../../../db/database.ts';

/** The event's checkpoints (number, description, distance, laps per modality as jsonb). */
export function createCheckpointSetupRepository(db: Db) {
  return {
    /** The event's checkpoints by number. */
    list(eventId: number, executor: DbExecutor = db) {
      return executor.selectFrom('checkpoints').select(['id', 'number', 'description', 'distanceKm', 'laps']).where('eventId', '=', eventId).orderBy('number').execute();
    },

    /** The modalities a lap may name, in the event's order. */
    modalities(eventId: number, executor: DbExecutor = db) {
      return executor.selectFrom('modalities').select(['code', 'name']).where('eventId', '=', eventId).orderBy('sortOrder').orderBy('id').execute();
    },

    /** One checkpoint by its number, locked until the transaction ends. */
    find(trx: Trx, eventId: number, number: number) {
      return trx
        .selectFrom('checkpoints')
        .select(['id', 'number', 'description', 'distanceKm', 'laps'])
        .where('eventId', '=', eventId)
        .where('number', '=', number)
        .forUpdate()
        .executeTakeFirst();
    },

    async insert(trx: Trx, eventId: number, checkpoint: CheckpointSetup) {
      await trx
        .insertInto('checkpoints')
        .values({ eventId, number: checkpoint.number, description: checkpoint.description, distanceKm: checkpoint.distanceKm, laps: JSON.stringify(checkpoint.laps) })
        .execute();
    },

    async update(trx: Trx, id: number, checkpoint: CheckpointSetup) {
      await trx
        .updateTable('checkpoints')
        .set({ number: checkpoint.number, description: checkpoint.description, distanceKm: checkpoint.distanceKm, laps: JSON.stringify(checkpoint.laps) })
        .where('id', '=', id)
        .execute();
    },

    async remove(trx: Trx, id: number) {
      await trx.deleteFrom('checkpoints').where('id', '=', id).execute();
    },

    /**
     * Whether timing already read at this checkpoint: a passing with one of its control codes (number × 1000 + lap,
     * lap 1–999) that was not deleted, or a result row (imported or timed) with a split there.
     */
    async hasReadings(trx: Trx, eventId: number, number: number): Promise<boolean> {
      const [from, to] = [number * 1000 + 1, number * 1000 + 999];
      const passing = await trx
        .selectFrom('passings')
        .select('id')
        .where('eventId', '=', eventId)
        .where('controlCode', '>=', from)
        .where('controlCode', '<=', to)
        .where('status', '<>', 'deleted')
        .limit(1)
        .executeTakeFirst();
      if (passing) return true;
      const split = await trx
        .selectFrom('results')
        .select('id')
        .where('eventId', '=', eventId)
        .where(sql<boolean>`exists (select 1 from jsonb_array_elements(splits) as split where (split->>'controlCode')::int between ${from} and ${to})`)
        .limit(1)
        .executeTakeFirst();
      return split !== undefined;
    },
  };
}
export type CheckpointSetupRepository = ReturnType<typeof createCheckpointSetupRepository>;
export type StoredCheckpoint = Awaited<ReturnType<CheckpointSetupRepository['list']>>[number];
