import type { FastifyInstance } from 'fastify';
import { checkpointsApi } from '@dorsal/core';
import { apiRoute } from '../../../../lib/http/api-route.ts';
import type { CurrentUser } from '../../../accounts/current-user.ts';
import type { CheckpointSetupService } from './checkpoint-setup.service.ts';

export function registerCheckpointSetupRoutes(app: FastifyInstance, { checkpoints, currentUser }: { checkpoints: CheckpointSetupService; currentUser: CurrentUser }) {
  apiRoute(app, checkpointsApi.list, async (request, reply) => reply.header('cache-control', 'no-store').send(await checkpoints.list(await currentUser.required(request), request.params.id)));

  apiRoute(app, checkpointsApi.create, async (request, reply) => {
    const checkpoint = await checkpoints.create(await currentUser.required(request), request.params.id, request.body);
    return reply.status(201).send({ checkpoint });
  });

  apiRoute(app, checkpointsApi.update, async (request) => ({
    checkpoint: await checkpoints.update(await currentUser.required(request), request.params.id, request.params.number, request.body),
  }));

  apiRoute(app, checkpointsApi.remove, async (request) => checkpoints.remove(await currentUser.required(request), request.params.id, request.params.number));
}
