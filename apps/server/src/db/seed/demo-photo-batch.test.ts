import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../../test/demo-app.ts';
import { seedDemoRacePhotos } from './demo-race-photos.ts';
import { seedDemoPhotoBatch } from './demo-photo-batch.ts';

describe('demo race photos as staff see them', () => {
  let t: DemoApp;
  beforeAll(async () => {
    t = await createDemoApp('pglite');
    await seedDemoRacePhotos(t.services.storage, t.db, t.demo.events.past);
    await seedDemoPhotoBatch(t.db, t.demo.events.past);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('puts the demo photos in one finished batch at the finish, with bibs on the first finishers’ photos and a crowd shot', async () => {
    const eventId = t.demo.events.past!;
    const batches = await t.db.selectFrom('photoBatches').selectAll().where('eventId', '=', eventId).execute();
    expect(batches).toHaveLength(1);
    const photos = await t.db.selectFrom('racePhotos').select(['fileName', 'batchId', 'uploadId']).where('eventId', '=', eventId).execute();
    expect(batches[0]).toMatchObject({ point: 'meta', totalFiles: photos.length });
    expect(photos.every((photo) => photo.batchId === batches[0]!.id && photo.uploadId !== null)).toBe(true);
    const first = await t.db.selectFrom('results').select('bib').where('eventId', '=', eventId).where('arrivedAt', 'is not', null).orderBy('arrivedAt').limit(1).executeTakeFirstOrThrow();
    const tagged = await t.db.selectFrom('racePhotoBibs').innerJoin('racePhotos', 'racePhotos.id', 'racePhotoBibs.photoId').select(['fileName', 'bib']).where('racePhotoBibs.eventId', '=', eventId).execute();
    expect(tagged).toContainEqual({ fileName: 'demo-0.jpg', bib: first.bib });
    expect(tagged.filter((tag) => tag.fileName === 'demo-100.jpg')).toHaveLength(2);
  });
});
