import type { FastifyInstance } from 'fastify';
import { eventsApi } from '@dorsal/core';
import { apiRoute } from '../../../../lib/http/api-route.ts';
import { readImageUpload } from '../../../../lib/images.ts';
import type { CurrentUser } from '../../../accounts/current-user.ts';
import { eventImageKinds } from './event-images.ts';
import type { EventImagesService } from './event-images.service.ts';

export function registerEventImagesRoutes(app: FastifyInstance, { images, currentUser }: { images: EventImagesService; currentUser: CurrentUser }) {
  apiRoute(app, eventsApi.uploadProductImage, async (request) => {
    const user = await currentUser.required(request);
    return images.upload(user, request.params.id, 'product', await readImageUpload(request, eventImageKinds.product.upload));
  });

  apiRoute(app, eventsApi.uploadCallDocumentImage, async (request) => {
    const user = await currentUser.required(request);
    return images.upload(user, request.params.id, 'callDocument', await readImageUpload(request, eventImageKinds.callDocument.upload));
  });
}
