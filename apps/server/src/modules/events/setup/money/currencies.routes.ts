import type { FastifyInstance } from 'fastify';
import { eventsApi } from '@dorsal/core';
import { apiRoute } from '../../../../lib/http/api-route.ts';
import type { CurrentUser } from '../../../accounts/current-user.ts';
import type { CurrenciesService } from './currencies.service.ts';

export function registerCurrenciesRoutes(app: FastifyInstance, { currencies, currentUser }: { currencies: CurrenciesService; currentUser: CurrentUser }) {
  apiRoute(app, eventsApi.currencies, async (request, reply) => reply.header('cache-control', 'no-store').send(await currencies.get(await currentUser.required(request), request.params.id)));
  apiRoute(app, eventsApi.saveCurrencies, async (request) => currencies.save(await currentUser.required(request), request.params.id, request.body));
}
