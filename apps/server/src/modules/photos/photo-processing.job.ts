import { randomBytes } from 'node:crypto';
import { messages } from '@dorsal/core';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { JobContext } from '../../lib/jobs/index.ts';
import type { PhotosRepository } from './photos.repository.ts';
import { PhotoRejected, processRacePhoto } from './photo-processing.ts';

export const PROCESS_PHOTO_JOB = 'photos.process-photo';
export const PROCESS_PHOTO_ATTEMPTS = 3;

/**
 * The queue's handler for one received photo. Idempotent: a photo already ready or failed is left alone; a rerun
 * after a crash makes its files again under new names. A rejected file fails at once with its reason; any other
 * error is retried, and on the last attempt the photo is marked failed so the batch's page never waits forever.
 */
export function createProcessPhotoJob({ photos, storage }: { photos: PhotosRepository; storage: FileStorage }) {
  return async ({ photoId }: { photoId: number }, { attempt }: JobContext) => {
    const photo = await photos.findPhotoById(photoId);
    if (!photo || photo.status === 'ready' || photo.status === 'failed') return;
    const batch = photo.batchId ? await photos.findBatch(photo.batchId) : undefined;
    await photos.markProcessing(photoId);
    try {
      const original = photo.originalKey ? await storage.read(photo.originalKey) : null;
      if (!original) throw new PhotoRejected(messages.photos.upload.errors.processingFailed);
      const done = await processRacePhoto(original, { timeZone: await photos.eventTimeZone(photo.eventId), offsetSeconds: batch?.cameraClockOffsetSeconds ?? 0 });
      const base = `photos/${photo.eventId}/${photoId}-${randomBytes(5).toString('hex')}`;
      await storage.put(`${base}.jpg`, done.display, 'image/jpeg');
      await storage.put(`${base}-thumb.jpg`, done.thumb, 'image/jpeg');
      await photos.markReady(photoId, {
        displayUrl: storage.publicUrl(`${base}.jpg`),
        thumbUrl: storage.publicUrl(`${base}-thumb.jpg`),
        width: done.width,
        height: done.height,
        takenAt: done.takenAt,
        adjustedAt: done.adjustedAt,
      });
    } catch (error) {
      if (error instanceof PhotoRejected) return photos.markFailed(photoId, error.message);
      if (attempt >= PROCESS_PHOTO_ATTEMPTS) await photos.markFailed(photoId, messages.photos.upload.errors.processingFailed);
      throw error;
    }
  };
}
