import fs from 'node:fs/promises';
import { messages, photoTooLargeMessage, sniffPhotoType, MAX_PHOTO_BYTES, type CreatePhotoBatch, type PhotoBatchView } from '@dorsal/core';
import type { AccountView } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Jobs } from '../../lib/jobs/index.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { PhotoBatchRow, PhotosRepository, StatusCounts } from './photos.repository.ts';
import { PROCESS_PHOTO_JOB } from './photo-processing.job.ts';

const t = messages.photos.upload;
const extensions = { jpeg: 'jpg', png: 'png', webp: 'webp', heif: 'heic', tiff: 'tif' } as const;

/** A refusal the tus server sends as is (status and a Spanish body). */
export class UploadRefused extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}

const batchView = (row: PhotoBatchRow, counts: StatusCounts): PhotoBatchView => ({
  id: row.id,
  point: row.point,
  cameraClockOffsetSeconds: row.cameraClockOffsetSeconds,
  totalFiles: row.totalFiles,
  createdAt: new Date(row.createdAt).toISOString(),
  counts,
});

/**
 * Batches of race photos and the files they receive. Staff who edit the event open a batch (point and camera offset);
 * each file arrives by tus; once whole, its original is kept through the storage port and a processing job is queued
 * in the same transaction as its row. A file whose upload key already has a photo is not taken twice.
 */
export function createPhotoUploadService(deps: { db: Db; photos: PhotosRepository; storage: FileStorage; jobs: Pick<Jobs, 'enqueue'>; requireEventAccess: RequireEventAccess }) {
  const { photos } = deps;

  async function requireBatch(eventId: number, batchId: number): Promise<PhotoBatchRow> {
    const batch = await photos.findBatch(batchId);
    if (!batch || batch.eventId !== eventId) throw notFound(t.errors.badBatch);
    return batch;
  }

  return {
    async createBatch(user: AccountView, eventId: number, input: CreatePhotoBatch): Promise<PhotoBatchView> {
      await deps.requireEventAccess({ user, eventId, allow: 'editEvent' });
      if (input.point !== 'meta') {
        const checkpoint = await photos.hasCheckpoint(eventId, Number(input.point));
        if (!checkpoint) throw new AppError(422, 'invalid_point', t.errors.badPoint, { point: t.errors.badPoint });
      }
      const row = await photos.createBatch({ eventId, ...input, createdBy: user.id });
      return batchView(row, { pending: 0, processing: 0, ready: 0, failed: 0 });
    },

    async listBatches(user: AccountView, eventId: number): Promise<PhotoBatchView[]> {
      await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      const rows = await photos.listBatches(eventId);
      const counts = await photos.batchCounts(rows.map((row) => row.id));
      return rows.map((row) => batchView(row, counts.get(row.id)!));
    },

    async batch(user: AccountView, eventId: number, batchId: number) {
      await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      const batch = await requireBatch(eventId, batchId);
      const counts = await photos.batchCounts([batchId]);
      const files = await photos.batchFiles(batchId);
      return { batch: batchView(batch, counts.get(batchId)!), files: files.map((file) => ({ uploadKey: file.uploadId ?? '', fileName: file.fileName, status: file.status, error: file.error })) };
    },

    /** Before a file's bytes come (tus creation): its batch is this event's, its size fits, and it is not already here. */
    async checkNewUpload(eventId: number, metadata: Record<string, string | null | undefined>, size: number | undefined) {
      const batchId = Number(metadata.batchId);
      const uploadKey = metadata.uploadKey ?? '';
      const fileName = metadata.filename ?? '';
      if (!Number.isInteger(batchId) || batchId < 1 || uploadKey === '' || fileName === '' || uploadKey.length > 300 || fileName.length > 255) throw new UploadRefused(400, t.errors.badUpload);
      const batch = await photos.findBatch(batchId);
      if (!batch || batch.eventId !== eventId) throw new UploadRefused(404, t.errors.badBatch);
      if (size !== undefined && size > MAX_PHOTO_BYTES) throw new UploadRefused(413, photoTooLargeMessage);
      if (await photos.hasUpload(eventId, uploadKey)) throw new UploadRefused(409, t.states.already);
    },

    /** A whole file (tus finished): keep it, record it and queue its processing; a non-image is recorded as failed. */
    async receive(eventId: number, userId: string | null, upload: { path: string; metadata: Record<string, string | null | undefined> }) {
      const batch = await requireBatch(eventId, Number(upload.metadata.batchId));
      const uploadKey = upload.metadata.uploadKey!;
      const fileName = upload.metadata.filename!;
      if (await photos.hasUpload(eventId, uploadKey)) return;
      const data = await fs.readFile(upload.path);
      const kind = sniffPhotoType(data.subarray(0, 16));
      const error = data.length === 0 ? t.errors.empty : kind ? null : t.errors.notImage;
      let originalKey: string | null = null;
      if (kind) {
        originalKey = `photos/${eventId}/originals/${batch.id}-${upload.path.slice(upload.path.lastIndexOf('/') + 1)}.${extensions[kind]}`;
        await deps.storage.put(originalKey, data, kind === 'jpeg' ? 'image/jpeg' : `image/${extensions[kind]}`);
      }
      await deps.db.transaction().execute(async (trx) => {
        const photo = await photos.insertPhoto(trx, {
          eventId,
          batchId: batch.id,
          point: batch.point,
          fileName,
          uploadId: uploadKey,
          uploadedBy: userId,
          originalKey,
          status: error ? 'failed' : 'pending',
          error,
        });
        if (photo && !error) await deps.jobs.enqueue(trx, PROCESS_PHOTO_JOB, { photoId: photo.id }, { dedupeKey: `photo:${photo.id}` });
      });
    },

  };
}

export type PhotoUploadService = ReturnType<typeof createPhotoUploadService>;
