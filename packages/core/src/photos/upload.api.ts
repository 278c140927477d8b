import { z } from 'zod';
import { defineRoute } from '../http/api-route.ts';
import { idParam, idParams } from '../validation/id-param.ts';
import { createPhotoBatchSchema } from './upload-rules.ts';

export const racePhotoStatuses = ['pending', 'processing', 'ready', 'failed'] as const;
export type RacePhotoStatusName = (typeof racePhotoStatuses)[number];

export const photoBatchSchema = z.object({
  id: z.number(),
  point: z.string(),
  cameraClockOffsetSeconds: z.number(),
  totalFiles: z.number(),
  createdAt: z.string(),
  counts: z.object({ pending: z.number(), processing: z.number(), ready: z.number(), failed: z.number() }),
});
export type PhotoBatchView = z.infer<typeof photoBatchSchema>;

/** One received file of a batch: its upload key (see photoUploadKey), processing state and Spanish error. */
export const batchFileSchema = z.object({
  uploadKey: z.string(),
  fileName: z.string(),
  status: z.enum(racePhotoStatuses),
  error: z.string().nullable(),
});
export type BatchFileView = z.infer<typeof batchFileSchema>;

const batchParams = idParams.extend({ batchId: idParam });

/**
 * Bulk upload of race photos (staff). The files themselves travel by the tus resumable-upload protocol at
 * `photoUploadsPath(eventId)` (POST creates, HEAD tells the offset, PATCH appends), with metadata
 * `batchId`, `uploadKey`, `filename`; each finished file is processed in the job queue.
 */
export const photoUploadApi = {
  createBatch: defineRoute({
    method: 'POST',
    path: '/api/manage/events/:id/photos/batches',
    summary: 'Abre un lote de fotos de un punto fotográfico con el desfase del reloj de la cámara',
    tag: 'fotos',
    access: 'eventStaff',
    params: idParams,
    body: createPhotoBatchSchema,
    response: { 201: z.object({ batch: photoBatchSchema }) },
  }),
  batches: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/photos/batches',
    summary: 'Los lotes de fotos del evento con su avance de proceso',
    tag: 'fotos',
    access: 'eventStaff',
    params: idParams,
    response: { 200: z.object({ batches: z.array(photoBatchSchema) }) },
  }),
  batch: defineRoute({
    method: 'GET',
    path: '/api/manage/events/:id/photos/batches/:batchId',
    summary: 'Un lote: los archivos recibidos, su estado de proceso y sus errores',
    tag: 'fotos',
    access: 'eventStaff',
    params: batchParams,
    response: { 200: z.object({ batch: photoBatchSchema, files: z.array(batchFileSchema) }) },
  }),
};

/** The tus endpoint of an event's photo uploads (not a JSON route). */
export const photoUploadsPath = (eventId: number) => `/api/manage/events/${eventId}/photos/uploads`;
