import type { FastifyInstance } from 'fastify';
import { photoTaggingApi, photoUploadApi } from '@dorsal/core';
import { apiRoute } from '../../lib/http/api-route.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { PhotoTaggingService } from './photo-tagging.service.ts';
import type { PhotoUploadService } from './photo-upload.service.ts';

/** Staff's race photo routes: batches and their progress, the photo list, bibs typed or imported, visibility. */
export function registerPhotosRoutes(app: FastifyInstance, { uploads, tagging, currentUser }: { uploads: PhotoUploadService; tagging: PhotoTaggingService; currentUser: CurrentUser }) {
  const noStore = { 'cache-control': 'no-store' };
  apiRoute(app, photoUploadApi.createBatch, async (request, reply) => reply.status(201).send({ batch: await uploads.createBatch(await currentUser.required(request), request.params.id, request.body) }));
  apiRoute(app, photoUploadApi.batches, async (request, reply) => reply.headers(noStore).send({ batches: await uploads.listBatches(await currentUser.required(request), request.params.id) }));
  apiRoute(app, photoUploadApi.batch, async (request, reply) => reply.headers(noStore).send(await uploads.batch(await currentUser.required(request), request.params.id, request.params.batchId)));
  apiRoute(app, photoTaggingApi.list, async (request, reply) => reply.headers(noStore).send(await tagging.list(await currentUser.required(request), request.params.id, request.query)));
  apiRoute(app, photoTaggingApi.setBibs, async (request) => ({ photo: await tagging.setBibs(await currentUser.required(request), request.params.id, request.params.photoId, request.body.bibs) }));
  apiRoute(app, photoTaggingApi.setVisible, async (request) => ({ photo: await tagging.setVisible(await currentUser.required(request), request.params.id, request.params.photoId, request.body.visible) }));
  apiRoute(app, photoTaggingApi.importTags, async (request) => tagging.importTags(await currentUser.required(request), request.params.id, request.body.csv));
}
