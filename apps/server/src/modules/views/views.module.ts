import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { EventSetupRepository } from '../events/setup/event/event-setup.repository.ts';
import type { ResultsService } from '../results/results.service.ts';
import { createViewsRepository } from './views.repository.ts';
import { registerViewsRoutes } from './views.routes.ts';
import { createViewsService } from './views.service.ts';

/** Custom views wired: repository → service → routes. */
export function createViewsModule(
  app: FastifyInstance,
  deps: { db: Db; events: EventsRepository; results: ResultsService; setup: EventSetupRepository; requireEventAccess: RequireEventAccess; currentUser: CurrentUser },
) {
  const views = createViewsService({ db: deps.db, views: createViewsRepository(deps.db), events: deps.events, results: deps.results, setup: deps.setup, requireEventAccess: deps.requireEventAccess });
  registerViewsRoutes(app, { views, currentUser: deps.currentUser });
  return views;
}
