import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { createTestDatabase, testDatabases } from '../../test/test-app.ts';

describe.each(testDatabases)('race photo tables on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  let eventId: number;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(kind));
    const event = await db.insertInto('events').values({ name: 'Fotos', eventDate: '2026-11-01' }).returning('id').executeTakeFirstOrThrow();
    eventId = event.id;
  }, 60_000);
  afterAll(async () => drop?.());

  it('keeps batches, photos and bib tags; refuses a bad point and a repeated upload id', async () => {
    const batch = await db.insertInto('photoBatches').values({ eventId, point: 'meta', cameraClockOffsetSeconds: -30 }).returning('id').executeTakeFirstOrThrow();
    const photo = await db
      .insertInto('racePhotos')
      .values({ eventId, batchId: batch.id, point: 'meta', fileName: 'a.jpg', uploadId: 'u1', takenAt: '2026-11-01T14:00:00Z', adjustedAt: '2026-11-01T13:59:30Z' })
      .returning(['id', 'status', 'visible'])
      .executeTakeFirstOrThrow();
    expect(photo).toMatchObject({ status: 'pending', visible: true });
    await db.insertInto('racePhotoBibs').values({ photoId: photo.id, eventId, bib: 7 }).execute();
    await expect(db.insertInto('racePhotos').values({ eventId, point: 'meta', fileName: 'b.jpg', uploadId: 'u1' }).execute()).rejects.toThrow();
    await expect(db.insertInto('photoBatches').values({ eventId, point: 'salida' }).execute()).rejects.toThrow();
    const tagged = await db.selectFrom('racePhotoBibs').select('photoId').where('eventId', '=', eventId).where('bib', '=', 7).execute();
    expect(tagged).toEqual([{ photoId: photo.id }]);
    const count = await sql<{ n: number }>`select count(*)::int as n from race_photos where point = '3'`.execute(db);
    expect(count.rows[0]!.n).toBe(0);
  });
});
