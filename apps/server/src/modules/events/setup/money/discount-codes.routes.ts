import type { FastifyInstance } from 'fastify';
import { eventsApi, normalizeDiscountCode } from '@dorsal/core';
import { apiRoute } from '../../../../lib/http/api-route.ts';
import type { CurrentUser } from '../../../accounts/current-user.ts';
import type { DiscountCodesService } from './discount-codes.service.ts';

export function registerDiscountCodeRoutes(app: FastifyInstance, { codes, currentUser }: { codes: DiscountCodesService; currentUser: CurrentUser }) {
  apiRoute(app, eventsApi.discountCodes, async (request) => ({ codes: await codes.list(await currentUser.required(request), request.params.id) }));

  apiRoute(app, eventsApi.createDiscountCode, async (request, reply) => {
    const { used: _used, ...input } = request.body;
    const code = await codes.create(await currentUser.required(request), request.params.id, input);
    return reply.status(201).send({ code });
  });

  apiRoute(app, eventsApi.updateDiscountCode, async (request) => {
    const { used: _used, ...input } = request.body;
    return { code: await codes.update(await currentUser.required(request), request.params.id, normalizeDiscountCode(request.params.code), input) };
  });

  apiRoute(app, eventsApi.switchDiscountCode, async (request) => ({
    code: await codes.setActive(await currentUser.required(request), request.params.id, normalizeDiscountCode(request.params.code), request.body.active),
  }));
}
