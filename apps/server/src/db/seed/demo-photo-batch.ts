import type { Db } from '../database.ts';

/**
 * The past demo event's race photos as staff see them in 'Fotos' (issue 14): one finished batch at the finish ('meta')
 * holding the demo photos, bibs typed on the first finishers' photos, and a crowd shot tagged with two bibs (found by
 * its tags, not by its time). Runs after seedDemoRacePhotos, for `npm start` only.
 */
export async function seedDemoPhotoBatch(db: Db, eventId: number | undefined) {
  if (eventId === undefined) return;
  const organizerId = (await db.selectFrom('users').select('id').where('email', '=', 'organizador@dorsal.mx').executeTakeFirst())?.id ?? null;
  const photos = await db.selectFrom('racePhotos').select(['id', 'fileName']).where('eventId', '=', eventId).where('batchId', 'is', null).orderBy('id').execute();
  if (photos.length === 0) return;
  const batch = await db.insertInto('photoBatches').values({ eventId, point: 'meta', cameraClockOffsetSeconds: 0, totalFiles: photos.length, createdBy: organizerId }).returning('id').executeTakeFirstOrThrow();
  for (const photo of photos) await db.updateTable('racePhotos').set({ batchId: batch.id, uploadedBy: organizerId, uploadId: `${batch.id}/demo/${photo.fileName}` }).where('id', '=', photo.id).execute();

  const finishers = await db
    .selectFrom('results')
    .select('bib')
    .where('eventId', '=', eventId)
    .where('arrivedAt', 'is not', null)
    .where('deleted', '=', false)
    .orderBy('arrivedAt')
    .limit(6)
    .execute();
  const byName = new Map(photos.map((photo) => [photo.fileName, photo.id]));
  const tags = [
    ...finishers.slice(0, 3).map((row, index) => ({ fileName: `demo-${index}.jpg`, bib: row.bib })),
    ...finishers.slice(4, 6).map((row) => ({ fileName: 'demo-100.jpg', bib: row.bib })),
  ].flatMap(({ fileName, bib }) => (byName.has(fileName) ? [{ photoId: byName.get(fileName)!, eventId, bib }] : []));
  if (tags.length) await db.insertInto('racePhotoBibs').values(tags).onConflict((oc) => oc.doNothing()).execute();
}
