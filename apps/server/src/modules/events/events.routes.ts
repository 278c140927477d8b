import type { FastifyInstance } from 'fastify';
import { eventsApi } from '@dorsal/core';
import { apiRoute } from '../../lib/http/api-route.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { EventsService } from './events.service.ts';

export function registerEventRoutes(app: FastifyInstance, { events, currentUser }: { events: EventsService; currentUser: CurrentUser }) {
  apiRoute(app, eventsApi.list, async (request) => events.listPublic(request.query));

  apiRoute(app, eventsApi.detail, async (request) => ({ event: await events.getDetail(request.params.id, await currentUser.optional(request)) }));

  apiRoute(app, eventsApi.managed, async (request) => ({ events: await events.listManaged(await currentUser.required(request)) }));

  apiRoute(app, eventsApi.changeStatus, async (request) => {
    const user = await currentUser.required(request);
    return { event: await events.changeStatus(request.params.id, request.body.status, user) };
  });
}
