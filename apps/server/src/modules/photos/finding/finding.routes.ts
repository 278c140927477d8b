import type { FastifyInstance } from 'fastify';
import { photoConfigApi, photoFindingApi } from '@dorsal/core';
import { apiRoute } from '../../../lib/http/api-route.ts';
import { readImageUpload } from '../../../lib/images.ts';
import type { CurrentUser } from '../../accounts/current-user.ts';
import type { PhotoFindingService } from './finding.service.ts';
import { photoFrameUpload, photoLogoUpload, type PhotoConfigService } from './photo-config.service.ts';

/** Finding and using race photos: athletes' photos, galleries, 'Mis fotos', the photo configuration and the render. */
export function registerPhotoFindingRoutes(app: FastifyInstance, deps: { finding: PhotoFindingService; config: PhotoConfigService; currentUser: CurrentUser; rendersPerMinute: number }) {
  const { finding, config, currentUser } = deps;
  apiRoute(app, photoFindingApi.ofResult, async (request) => finding.ofResult(request.params.id, request.params.bib, request.query.page));
  apiRoute(app, photoFindingApi.gallery, async (request) => finding.gallery(request.params.id, request.query));
  apiRoute(app, photoFindingApi.mine, async (request, reply) => reply.header('cache-control', 'private, no-store').send(await finding.mine(await currentUser.required(request))));

  apiRoute(app, photoConfigApi.read, async (request) => ({ config: await config.config(request.params.id) }));
  apiRoute(app, photoConfigApi.save, async (request) => ({ config: await config.save(await currentUser.required(request), request.params.id, request.body) }));
  apiRoute(app, photoConfigApi.uploadLogo, async (request, reply) => {
    const user = await currentUser.required(request);
    return reply.status(201).send(await config.uploadLogo(user, request.params.id, await readImageUpload(request, photoLogoUpload)));
  });
  apiRoute(app, photoConfigApi.uploadFrame, async (request, reply) => {
    const user = await currentUser.required(request);
    return reply.status(201).send(await config.uploadFrame(user, request.params.id, await readImageUpload(request, photoFrameUpload)));
  });
  apiRoute(app, photoConfigApi.render, async (request, reply) => {
    const jpeg = await config.render(request.params.id, request.params.photoId, request.body);
    return reply
      .header('content-type', 'image/jpeg')
      .header('content-disposition', `attachment; filename="foto-${request.params.photoId}.jpg"`)
      .header('cache-control', 'no-store')
      .send(jpeg);
  }, { config: { rateLimit: { max: deps.rendersPerMinute, timeWindow: 60_000 } } });
}
