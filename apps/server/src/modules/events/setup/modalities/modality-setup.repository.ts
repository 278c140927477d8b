import type { CategorySetup, ModalitySetup, PriceWindow, StartWave } from '@dorsal/core';
import type { Db, DbExecutor, Trx } from '../../../../db/database.ts';

const json = (value: unknown) => JSON.stringify(value);

type ModalityRow = Omit<ModalitySetup, 'start' | 'capacity' | 'firstBib' | 'priceWindows' | 'categories' | 'hideEventFields' | 'hideProducts'> & { startAt: string };

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
      const { startAt, ...fields } = modality;
      const { id } = await trx
        .insertInto('modalities')
        .values({ eventId, ...fields, startWaves: json([{ name: '', startAt }]) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The first wave is the modality's start (the gun); the other waves and the first one's name are kept. */
    async update(trx: Trx, id: number, modality: ModalityRow, waves: readonly StartWave[]) {
      const { startAt, ...fields } = modality;
      const [first, ...others] = waves;
      await trx.updateTable('modalities').set({ ...fields, startWaves: json([{ name: first?.name ?? '', startAt }, ...others]) }).where('id', '=', id).execute();
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
