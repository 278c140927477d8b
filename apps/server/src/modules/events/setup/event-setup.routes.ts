import type { FastifyInstance } from 'fastify';
import { eventsApi } from '@dorsal/core';
import { apiRoute } from '../../../lib/http/api-route.ts';
import type { CurrentUser } from '../../accounts/current-user.ts';
import type { EventSetupService } from './event-setup.service.ts';

export function registerEventSetupRoutes(app: FastifyInstance, { setup, currentUser }: { setup: EventSetupService; currentUser: CurrentUser }) {
  apiRoute(app, eventsApi.create, async (request, reply) => {
    const event = await setup.create(await currentUser.required(request), request.body);
    return reply.status(201).send({ event });
  });

  apiRoute(app, eventsApi.settings, async (request) => ({ event: await setup.settings(await currentUser.required(request), request.params.id) }));

  apiRoute(app, eventsApi.updateSettings, async (request) => setup.update(await currentUser.required(request), request.params.id, request.body));
}
