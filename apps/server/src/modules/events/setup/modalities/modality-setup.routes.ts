import type { FastifyInstance } from 'fastify';
import { eventsApi } from '@dorsal/core';
import { apiRoute } from '../../../../lib/http/api-route.ts';
import type { CurrentUser } from '../../../accounts/current-user.ts';
import type { ModalitySetupService } from './modality-setup.service.ts';

export function registerModalitySetupRoutes(app: FastifyInstance, { modalities, currentUser }: { modalities: ModalitySetupService; currentUser: CurrentUser }) {
  apiRoute(app, eventsApi.modalities, async (request) => ({
    modalities: await modalities.list(await currentUser.required(request), request.params.id),
  }));

  apiRoute(app, eventsApi.createModality, async (request, reply) => {
    const modality = await modalities.create(await currentUser.required(request), request.params.id, request.body);
    return reply.status(201).send({ modality });
  });

  apiRoute(app, eventsApi.updateModality, async (request) => ({
    modality: await modalities.update(await currentUser.required(request), request.params.id, request.params.code, request.body),
  }));
}
