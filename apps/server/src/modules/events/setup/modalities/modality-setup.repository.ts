import type { CategorySetup, ModalitySetup, PriceWindow, StartWave } from '@dorsal/core';
import { sql } from 'kysely';
import type { Db, DbExecutor, Trx } from '../../../../db/database.ts';

const json = (value: unknown) => JSON.stringify(value);

type ModalityRow = Omit<ModalitySetup, 'waves' | 'capacity' | 'firstBib' | 'priceWindows' | 'categories' | 'hideEventFields' | 'hideProducts'> & { startWaves: readonly StartWave[] };

/** What the registration reads of a modality besides its identity: price periods, each category's price and what its wizard leaves out. */
export interface ModalityRegistrationSetup {
  priceWindows: readonly PriceWindow[];
  /** precioKey per category code; categories on the general price are left out. */
  categoryPriceKeys: Record<string, string>;
  hideEventFields: boolean;
  hideProducts: boolean;
}

export function createModalitySetupRepository(db: Db) {
  return {
    /** The event's modalities in order, with their categories, price periods and counters. */
    async list(eventId: number, executor: DbExecutor = db) {
      const modalities = await executor
        .selectFrom('modalities')
        .leftJoin('modalityRegistrationSettings as settings', 'settings.modalityId', 'modalities.id')
        .leftJoin('modalityCounters as counters', 'counters.modalityId', 'modalities.id')
        .select([
          'modalities.id',
          'modalities.code',
          'modalities.name',
          'modalities.description',
          'modalities.sortOrder',
          'modalities.hidden',
          'modalities.teamSize',
          'modalities.distanceKm',
          'modalities.paceFloorMsPerKm',
          'modalities.isBackyard',
          'modalities.startWaves',
          'settings.priceWindows',
          'settings.categoryPriceKeys',
          'settings.hideEventFields',
          'settings.hideProducts',
          'counters.capacity',
          'counters.taken',
          'counters.nextBib',
        ])
        .where('modalities.eventId', '=', eventId)
        .orderBy('modalities.sortOrder')
        .orderBy('modalities.id')
        .execute();
      const categories = modalities.length
        ? await executor
            .selectFrom('categories')
            .selectAll()
            .where('modalityId', 'in', modalities.map((modality) => modality.id))
            .orderBy('sortOrder')
            .orderBy('id')
            .execute()
        : [];
      return modalities.map((modality) => ({ ...modality, categories: categories.filter((category) => category.modalityId === modality.id) }));
    },

    async findId(trx: Trx, eventId: number, code: string): Promise<number | undefined> {
      const row = await trx.selectFrom('modalities').select('id').where('eventId', '=', eventId).where('code', '=', code).forUpdate().executeTakeFirst();
      return row?.id;
    },

    async insert(trx: Trx, eventId: number, modality: ModalityRow): Promise<number> {
      const { startWaves, ...fields } = modality;
      const { id } = await trx
        .insertInto('modalities')
        .values({ eventId, ...fields, startWaves: json(startWaves) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The modality's fields and its start waves (the first is the gun timing counts from). */
    async update(trx: Trx, id: number, modality: ModalityRow) {
      const { startWaves, ...fields } = modality;
      await trx.updateTable('modalities').set({ ...fields, startWaves: json(startWaves) }).where('id', '=', id).execute();
    },

    /**
     * Whether the modality already has times: a reading applied or held for review, or a result row with a time or a
     * split (imported or timed live). Its waves' starts then move only through 'Dar salida', which rebuilds the times.
     */
    async hasTimedReadings(trx: Trx, eventId: number, code: string): Promise<boolean> {
      const passing = await trx
        .selectFrom('passings')
        .select('id')
        .where('eventId', '=', eventId)
        .where('modalityCode', '=', code)
        .where('status', 'in', ['accepted', 'review'])
        .limit(1)
        .executeTakeFirst();
      if (passing) return true;
      const timed = await trx
        .selectFrom('results')
        .select('id')
        .where('eventId', '=', eventId)
        .where('modalityCode', '=', code)
        .where((eb) => eb.or([eb('officialTimeMs', 'is not', null), eb('realTimeMs', 'is not', null), eb(sql`jsonb_array_length(splits)`, '>', 0)]))
        .limit(1)
        .executeTakeFirst();
      return timed !== undefined;
    },

    /** The modality's categories become exactly these (registrations keep the category code they were given). */
    async replaceCategories(trx: Trx, modalityId: number, categories: readonly Omit<CategorySetup, 'priceKey'>[]) {
      await trx.deleteFrom('categories').where('modalityId', '=', modalityId).execute();
      if (categories.length === 0) return;
      await trx
        .insertInto('categories')
        .values(categories.map((category, index) => ({ modalityId, ...category, sortOrder: index + 1 })))
        .execute();
    },

    async setRegistration(trx: Trx, modalityId: number, eventId: number, { priceWindows, categoryPriceKeys, hideEventFields, hideProducts }: ModalityRegistrationSetup) {
      const prices = { priceWindows: json(priceWindows), categoryPriceKeys: json(categoryPriceKeys) };
      await trx
        .insertInto('modalityRegistrationSettings')
        .values({ modalityId, eventId, ...prices, formFields: json([]), products: json([]), hideEventFields, hideProducts })
        .onConflict((c) => c.column('modalityId').doUpdateSet({ ...prices, hideEventFields, hideProducts }))
        .execute();
    },
  };
}
export type ModalitySetupRepository = ReturnType<typeof createModalitySetupRepository>;
export type StoredModalitySetup = Awaited<ReturnType<ModalitySetupRepository['list']>>[number];
