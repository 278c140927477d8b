import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { EventSetupRepository } from '../events/setup/event/event-setup.repository.ts';
import { createFinishVideosRepository } from './finish-videos.repository.ts';
import { registerFinishVideosRoutes } from './finish-videos.routes.ts';
import { createFinishVideosService } from './finish-videos.service.ts';

/** Finish-line videos wired: repository → service → routes; `forArrival` feeds a result's detail. */
export function createFinishVideosModule(
  app: FastifyInstance,
  deps: { db: Db; storage: FileStorage; setup: EventSetupRepository; requireEventAccess: RequireEventAccess; currentUser: CurrentUser },
) {
  const videos = createFinishVideosService({ db: deps.db, videos: createFinishVideosRepository(deps.db), storage: deps.storage, setup: deps.setup, requireEventAccess: deps.requireEventAccess });
  registerFinishVideosRoutes(app, { videos, currentUser: deps.currentUser });
  return videos;
}
