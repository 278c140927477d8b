import type { FastifyInstance } from 'fastify';
import { garminApi } from '@dorsal/core';
import { apiRoute } from '../../../../lib/http/api-route.ts';
import type { CurrentUser } from '../../../accounts/current-user.ts';
import { connectedPage, failedPage, popupScript, sandboxConsentPage } from './garmin-pages.ts';
import type { GarminService } from './garmin.service.ts';

const noStore = { 'cache-control': 'no-store' };

/** /api/me/garmin… (the athlete's connection), the OAuth callback and sandbox pages, and a challenge's Garmin activities. */
export function registerGarminRoutes(app: FastifyInstance, deps: { garmin: GarminService; currentUser: CurrentUser }) {
  const { garmin, currentUser } = deps;

  apiRoute(app, garminApi.status, async (request, reply) => reply.headers(noStore).send(await garmin.status((await currentUser.required(request)).id)));
  apiRoute(app, garminApi.connect, async (request, reply) => reply.headers(noStore).send({ consentUrl: await garmin.connect(await currentUser.required(request), request.body.api) }));
  apiRoute(app, garminApi.disconnect, async (request) => garmin.disconnect(await currentUser.required(request), request.params.api));

  apiRoute(app, garminApi.callback, async (request, reply) => {
    const outcome = await garmin.complete(request.query, await currentUser.optional(request));
    return reply.headers(noStore).type('text/html; charset=utf-8').send(outcome.ok ? connectedPage() : failedPage(outcome.message));
  });
  apiRoute(app, garminApi.popupScript, async (_request, reply) => reply.type('application/javascript; charset=utf-8').send(popupScript));
  apiRoute(app, garminApi.sandboxConsent, async (request, reply) => {
    const token = request.query.oauth_token;
    return reply.headers(noStore).type('text/html; charset=utf-8').send(sandboxConsentPage(token, garmin.sandboxVerifier(token)));
  });

  apiRoute(app, garminApi.activities, async (request, reply) =>
    reply.headers(noStore).send({ activities: await garmin.activities(request.params.challengeId, await currentUser.required(request)) }),
  );
  apiRoute(app, garminApi.detail, async (request, reply) =>
    reply.headers(noStore).send(await garmin.detail(request.params.challengeId, await currentUser.required(request), request.params.activityId)),
  );
  apiRoute(app, garminApi.apply, async (request) => ({ participant: await garmin.apply(request.params.challengeId, await currentUser.required(request), request.params.activityId) }));
}
