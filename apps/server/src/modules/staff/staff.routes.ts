import type { FastifyInstance } from 'fastify';
import { staffApi } from '@dorsal/core';
import { apiRoute } from '../../lib/http/api-route.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { StaffService } from './staff.service.ts';

/** Authorised users' routes: the event's staff (policy 'manageStaff'), invitation links, the platform admin's view. */
export function registerStaffRoutes(app: FastifyInstance, { staff, currentUser }: { staff: StaffService; currentUser: CurrentUser }) {
  apiRoute(app, staffApi.list, async (request) => staff.list(await currentUser.required(request), request.params.id));
  apiRoute(app, staffApi.add, async (request) => staff.add(await currentUser.required(request), request.params.id, request.body));
  apiRoute(app, staffApi.revoke, async (request) => staff.revoke(await currentUser.required(request), request.params.id, request.params.userId));
  apiRoute(app, staffApi.transferOwnership, async (request) => staff.transferOwnership(await currentUser.required(request), request.params.id, request.body.email));
  apiRoute(app, staffApi.revokeInvitation, async (request) =>
    staff.revokeInvitation(await currentUser.required(request), request.params.id, request.params.invitationId),
  );
  apiRoute(app, staffApi.invitation, async (request, reply) => reply.header('cache-control', 'no-store').send(await staff.invitation(request.params.token)), {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  });
  apiRoute(app, staffApi.accept, async (request) => staff.accept(await currentUser.required(request), request.params.token), {
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
  });
  apiRoute(app, staffApi.platform, async (request, reply) => reply.header('cache-control', 'no-store').send(await staff.platform(await currentUser.required(request))));
}
