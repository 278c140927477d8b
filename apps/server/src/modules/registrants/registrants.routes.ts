import type { FastifyInstance } from 'fastify';
import { registrantDashboardApi, registrantsApi } from '@dorsal/core';
import { apiRoute } from '../../lib/http/api-route.ts';
import type { Realtime } from '../../lib/realtime/index.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { RegistrantsModule } from './registrants.module.ts';
import { registrantsTopic } from '../registration/registrants-topic.ts';

/** Ingresos' routes: every one checks the event policy first (registrant-access.ts). */
export function registerRegistrantRoutes(app: FastifyInstance, deps: { registrants: RegistrantsModule; currentUser: CurrentUser; realtime: Realtime }) {
  const { registrants, currentUser } = deps;

  apiRoute(app, registrantsApi.list, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await registrants.list.page(await currentUser.required(request), request.params.id, request.query)),
  );
  apiRoute(app, registrantsApi.stream, async (request, reply) => {
    const user = await currentUser.required(request);
    await registrants.access.onEvent(user, request.params.id, 'viewRegistrants');
    return deps.realtime.stream(request, reply, { topic: registrantsTopic(request.params.id) });
  });
  apiRoute(app, registrantsApi.detail, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await registrants.detail(await currentUser.required(request), request.params.id, request.params.registrantId)),
  );
  apiRoute(app, registrantsApi.edit, async (request) =>
    registrants.edit(await currentUser.required(request), request.params.id, request.params.registrantId, request.body),
  );
  apiRoute(app, registrantsApi.remove, async (request) =>
    registrants.deletion.remove(await currentUser.required(request), request.params.id, request.params.registrantId),
  );
  apiRoute(app, registrantsApi.restore, async (request) =>
    registrants.deletion.restore(await currentUser.required(request), request.params.id, request.params.registrantId),
  );
  apiRoute(app, registrantsApi.releaseBib, async (request) =>
    registrants.deletion.releaseBib(await currentUser.required(request), request.params.id, request.params.registrantId),
  );
  apiRoute(app, registrantsApi.resendMail, async (request) =>
    registrants.deletion.resendMail(await currentUser.required(request), request.params.id, request.params.registrantId, request.params.mailId),
  );
  apiRoute(app, registrantsApi.markPaid, async (request) =>
    registrants.payments.markPaid(await currentUser.required(request), request.params.id, request.params.registrantId, request.params.paymentId, request.body.reference),
  );
  apiRoute(app, registrantsApi.refund, async (request) =>
    registrants.payments.refund(await currentUser.required(request), request.params.id, request.params.registrantId, request.params.paymentId, request.body.reference),
  );
  apiRoute(app, registrantsApi.changeLog, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await registrants.list.changeLog(await currentUser.required(request), request.params.id, request.query.before)),
  );
  apiRoute(app, registrantsApi.report, async (request, reply) => {
    const { fileName, body } = await registrants.report(await currentUser.required(request), request.params.id, request.params.kind);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });
  apiRoute(app, registrantDashboardApi, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await registrants.dashboard(await currentUser.required(request), request.params.id)),
  );
  apiRoute(app, registrantsApi.deletedBibs, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await registrants.list.deletedBibs(await currentUser.required(request), request.params.id)),
  );
}
