import type { Db, DbExecutor, Trx } from '../../../../db/database.ts';
import type { BibDesign } from '../../../../db/schema.ts';
import { saveEventRegistrationSettings } from '../event-registration-settings.repository.ts';

/** The event's digital bib design (eventRegistrationSettings.bibDesign, validated jsonb). */
export function createBibDesignRepository(db: Db) {
  return {
    async find(eventId: number, executor: DbExecutor = db): Promise<BibDesign> {
      const row = await executor.selectFrom('eventRegistrationSettings').select('bibDesign').where('eventId', '=', eventId).executeTakeFirst();
      return row?.bibDesign ?? {};
    },

    /** The first modality's name, for the preview's sample athlete. */
    async firstModalityName(eventId: number): Promise<string | undefined> {
      const row = await db.selectFrom('modalities').select('name').where('eventId', '=', eventId).orderBy('sortOrder').orderBy('id').executeTakeFirst();
      return row?.name;
    },

    async eventLook(eventId: number) {
      return db.selectFrom('events').select(['name', 'logoUrl']).where('id', '=', eventId).executeTakeFirstOrThrow();
    },

    async save(trx: Trx, eventId: number, design: BibDesign) {
      await saveEventRegistrationSettings(trx, eventId, { bibDesign: JSON.stringify(design) });
    },
  };
}
export type BibDesignRepository = ReturnType<typeof createBibDesignRepository>;
