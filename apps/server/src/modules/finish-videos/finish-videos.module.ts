import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import type { Jobs } from '../../lib/jobs/index.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { EventSetupRepository } from '../events/setup/event/event-setup.repository.ts';
import { createFinishVideosRepository } from './finish-videos.repository.ts';
import { registerFinishVideosRoutes } from './finish-videos.routes.ts';
import { createFinishVideosService } from './finish-videos.service.ts';

export const FORGET_UNSAVED_VIDEO_JOB = 'finish-videos.forget-unsaved';
/** How long an uploaded video file waits for the form that saves it before it is deleted. */
export const UNSAVED_VIDEO_GRACE_MS = 24 * 60 * 60_000;

/** Finish-line videos wired: repository → service → routes; `forArrival` feeds a result's detail. */
export function createFinishVideosModule(
  app: FastifyInstance,
  deps: { db: Db; storage: FileStorage; setup: EventSetupRepository; requireEventAccess: RequireEventAccess; currentUser: CurrentUser; jobs: Jobs },
) {
  const videos = createFinishVideosService({
    db: deps.db,
    videos: createFinishVideosRepository(deps.db),
    storage: deps.storage,
    setup: deps.setup,
    requireEventAccess: deps.requireEventAccess,
    scheduleForget: (fileUrl) => deps.jobs.enqueue(deps.db, FORGET_UNSAVED_VIDEO_JOB, { fileUrl }, { runAt: new Date(Date.now() + UNSAVED_VIDEO_GRACE_MS) }),
  });
  deps.jobs.define<{ fileUrl: string }>(FORGET_UNSAVED_VIDEO_JOB, { run: ({ fileUrl }) => videos.forgetUnsaved(fileUrl) });
  registerFinishVideosRoutes(app, { videos, currentUser: deps.currentUser });
  return videos;
}
