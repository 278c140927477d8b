import type { FastifyInstance } from 'fastify';
import { viewsApi } from '@dorsal/core';
import { apiRoute } from '../../lib/http/api-route.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { ViewsService } from './views.service.ts';

/** Custom views: public reads (a view, an athlete's facts) and the organizer's list, create, update and delete. */
export function registerViewsRoutes(app: FastifyInstance, { views, currentUser }: { views: ViewsService; currentUser: CurrentUser }) {
  apiRoute(app, viewsApi.view, async (request) => ({ view: await views.publicView(request.params.id, request.params.viewIndex) }));
  apiRoute(app, viewsApi.facts, async (request, reply) => reply.header('cache-control', 'no-store').send(await views.athleteFacts(request.params.id, request.params.bib)));
  apiRoute(app, viewsApi.list, async (request, reply) => reply.header('cache-control', 'no-store').send({ views: await views.list(await currentUser.required(request), request.params.id) }));
  apiRoute(app, viewsApi.create, async (request, reply) => reply.status(201).send({ view: await views.create(await currentUser.required(request), request.params.id, request.body) }));
  apiRoute(app, viewsApi.update, async (request) => ({ view: await views.update(await currentUser.required(request), request.params.id, request.params.viewIndex, request.body) }));
  apiRoute(app, viewsApi.remove, async (request) => ({ views: await views.remove(await currentUser.required(request), request.params.id, request.params.viewIndex) }));
}
