import type { FastifyInstance } from 'fastify';
import { finishVideosApi } from '@dorsal/core';
import { apiRoute } from '../../lib/http/api-route.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { FinishVideosService } from './finish-videos.service.ts';

/** 'Videos de meta' of an event: list, add, save, remove, and the upload of a video file. */
export function registerFinishVideosRoutes(app: FastifyInstance, { videos, currentUser }: { videos: FinishVideosService; currentUser: CurrentUser }) {
  apiRoute(app, finishVideosApi.list, async (request, reply) => reply.header('cache-control', 'no-store').send({ videos: await videos.list(await currentUser.required(request), request.params.id) }));
  apiRoute(app, finishVideosApi.create, async (request, reply) => reply.status(201).send({ video: await videos.create(await currentUser.required(request), request.params.id, request.body) }));
  apiRoute(app, finishVideosApi.update, async (request) => ({ video: await videos.update(await currentUser.required(request), request.params.id, request.params.videoId, request.body) }));
  apiRoute(app, finishVideosApi.remove, async (request) => ({ videos: await videos.remove(await currentUser.required(request), request.params.id, request.params.videoId) }));
  apiRoute(app, finishVideosApi.uploadFile, async (request, reply) => reply.status(201).send({ fileUrl: await videos.uploadFile(await currentUser.required(request), request.params.id, request) }));
}
