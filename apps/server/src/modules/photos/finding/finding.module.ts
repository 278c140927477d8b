import type { FastifyInstance } from 'fastify';
import type { ResultDetail } from '@dorsal/core';
import type { FileStorage } from '../../../adapters/storage/file-storage.ts';
import type { Db } from '../../../db/database.ts';
import type { CurrentUser } from '../../accounts/current-user.ts';
import type { RequireEventAccess } from '../../events/event-access.ts';
import type { EventsRepository } from '../../events/events.repository.ts';
import type { EventSetupRepository } from '../../events/setup/event/event-setup.repository.ts';
import type { ResultsService } from '../../results/results.service.ts';
import { createPhotoFindingRepository } from './finding.repository.ts';
import { registerPhotoFindingRoutes } from './finding.routes.ts';
import { createPhotoFindingService, DETAIL_PHOTOS, matchedPhotos, type MatchableResult } from './finding.service.ts';
import { createPhotoConfigService } from './photo-config.service.ts';

/** The photos of a result's detail (the athlete dialog's carousel): the first matched ones, as the detail type has them. */
export function createResultPhotos(db: Db) {
  const photos = createPhotoFindingRepository(db);
  return async (eventId: number, result: MatchableResult): Promise<ResultDetail['photos']> =>
    (await matchedPhotos(photos, eventId, result, 0, DETAIL_PHOTOS)).photos.map((photo) => ({ url: photo.url, thumbUrl: photo.thumbUrl }));
}

/** Race photos for athletes wired: repository → services → routes. */
export function createPhotoFindingModule(
  app: FastifyInstance,
  deps: { db: Db; storage: FileStorage; events: EventsRepository; results: ResultsService; setup: EventSetupRepository; requireEventAccess: RequireEventAccess; currentUser: CurrentUser; rendersPerMinute: number },
) {
  const photos = createPhotoFindingRepository(deps.db);
  const finding = createPhotoFindingService({ photos, events: deps.events, results: deps.results });
  const config = createPhotoConfigService({ db: deps.db, photos, storage: deps.storage, setup: deps.setup, requireEventAccess: deps.requireEventAccess });
  registerPhotoFindingRoutes(app, { finding, config, currentUser: deps.currentUser, rendersPerMinute: deps.rendersPerMinute });
  return { finding, config };
}
