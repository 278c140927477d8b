import type { Db } from '../database.ts';

/** What the demo race needs beyond the services: find its event and clear its timing before each replay. */
export function createDemoRaceRepository(db: Db) {
  return {
    async findLiveEvent(name: string) {
      const row = await db.selectFrom('events').select('id').where('name', '=', name).where('status', '=', 'live').orderBy('id').executeTakeFirst();
      return row?.id ?? null;
    },

    async checkpoints(eventId: number) {
      const rows = await db.selectFrom('checkpoints').select(['number', 'distanceKm', 'laps']).where('eventId', '=', eventId).execute();
      return {
        checkpoints: rows.flatMap((row) =>
          row.distanceKm === null ? [] : [{ number: row.number, distanceKm: row.distanceKm, modalityCodes: row.laps.map((lap) => lap.modalityCode) }],
        ),
      };
    },

    /** Forgets every reading, time and earlier simulator key of the event, and gives its modalities their course length. */
    async resetTiming(eventId: number, distances: Record<string, number>, keyName: string) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('passings').where('eventId', '=', eventId).execute();
        await trx.deleteFrom('timingKeys').where('eventId', '=', eventId).where('name', '=', keyName).execute();
        await trx
          .updateTable('results')
          .set({ officialTimeMs: null, realTimeMs: null, arrivedAt: null, splits: '[]', startRecorded: false, dnf: false })
          .where('eventId', '=', eventId)
          .execute();
        for (const [code, distanceKm] of Object.entries(distances)) {
          await trx.updateTable('modalities').set({ distanceKm }).where('eventId', '=', eventId).where('code', '=', code).execute();
        }
      });
    },
  };
}
