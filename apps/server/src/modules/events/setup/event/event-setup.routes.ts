import type { FastifyInstance } from 'fastify';
import { eventsApi } from '@dorsal/core';
import { readImageUpload } from '../../../../lib/images.ts';
import { eventLogoUpload } from './event-logo.ts';
import { apiRoute } from '../../../../lib/http/api-route.ts';
import type { CurrentUser } from '../../../accounts/current-user.ts';
import type { EventSetupService } from './event-setup.service.ts';

export function registerEventSetupRoutes(app: FastifyInstance, { setup, currentUser }: { setup: EventSetupService; currentUser: CurrentUser }) {
  apiRoute(app, eventsApi.create, async (request, reply) => {
    const event = await setup.create(await currentUser.required(request), request.body);
    return reply.status(201).send({ event });
  });

  apiRoute(app, eventsApi.byShortPath, async (request, reply) =>
    reply.header('cache-control', 'public, max-age=60').send(await setup.eventByShortPath(request.params.path)),
  );

  apiRoute(app, eventsApi.settings, async (request) => ({ event: await setup.settings(await currentUser.required(request), request.params.id) }));

  apiRoute(app, eventsApi.updateLogo, async (request) => {
    const user = await currentUser.required(request);
    return { event: await setup.updateLogo(user, request.params.id, await readImageUpload(request, eventLogoUpload)) };
  });

  apiRoute(app, eventsApi.callDocument, async (request) => ({
    callDocument: await setup.callDocument(await currentUser.required(request), request.params.id),
  }));

  apiRoute(app, eventsApi.saveCallDocument, async (request) => ({
    callDocument: await setup.saveCallDocument(await currentUser.required(request), request.params.id, request.body),
  }));

  apiRoute(app, eventsApi.duplicate, async (request, reply) => {
    const event = await setup.duplicate(await currentUser.required(request), request.params.id, request.body);
    return reply.status(201).send({ event });
  });

  apiRoute(app, eventsApi.updateSettings, async (request) => setup.update(await currentUser.required(request), request.params.id, request.body));
}
