import type { FastifyInstance } from 'fastify';
import { eventsApi } from '@dorsal/core';
import { apiRoute } from '../../../../lib/http/api-route.ts';
import type { CurrentUser } from '../../../accounts/current-user.ts';
import type { ProductsService } from './products.service.ts';

export function registerProductsRoutes(app: FastifyInstance, { products, currentUser }: { products: ProductsService; currentUser: CurrentUser }) {
  apiRoute(app, eventsApi.products, async (request, reply) => reply.header('cache-control', 'no-store').send(await products.get(await currentUser.required(request), request.params.id)));
  apiRoute(app, eventsApi.saveProducts, async (request) => products.save(await currentUser.required(request), request.params.id, request.body));
}
