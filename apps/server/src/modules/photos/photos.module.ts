import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import type { Jobs } from '../../lib/jobs/index.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import { createPhotoTaggingService } from './photo-tagging.service.ts';
import { createPhotoUploadService } from './photo-upload.service.ts';
import { registerPhotoUploadRoutes } from './photo-uploads.tus.ts';
import { createProcessPhotoJob, PROCESS_PHOTO_ATTEMPTS, PROCESS_PHOTO_JOB } from './photo-processing.job.ts';
import { createPhotosRepository } from './photos.repository.ts';
import { registerPhotosRoutes } from './photos.routes.ts';

/** Race photos in (issue 14): tus uploads by batch, processing in the job queue, bib tags. */
export function createPhotosModule(
  app: FastifyInstance,
  deps: { db: Db; storage: FileStorage; jobs: Jobs; requireEventAccess: RequireEventAccess; currentUser: CurrentUser; dataDir: string },
) {
  const photos = createPhotosRepository(deps.db);
  const uploads = createPhotoUploadService({ db: deps.db, photos, storage: deps.storage, jobs: deps.jobs, requireEventAccess: deps.requireEventAccess });
  const tagging = createPhotoTaggingService({ db: deps.db, photos, requireEventAccess: deps.requireEventAccess });
  registerPhotosRoutes(app, { uploads, tagging, currentUser: deps.currentUser });
  const tus = registerPhotoUploadRoutes(app, { uploads, currentUser: deps.currentUser, requireEventAccess: deps.requireEventAccess, dataDir: deps.dataDir });
  deps.jobs.define(PROCESS_PHOTO_JOB, { run: createProcessPhotoJob({ photos, storage: deps.storage }), maxAttempts: PROCESS_PHOTO_ATTEMPTS, backoffMs: 5_000, timeoutMs: 2 * 60_000 });
  deps.jobs.every('photos.sweep-uploads', 6 * 60 * 60_000, { run: () => tus.sweepExpired() });
  return { photos, uploads, tagging };
}
