import type { FastifyInstance } from 'fastify';
import { organizersApi } from '@dorsal/core';
import { apiRoute } from '../../lib/http/api-route.ts';
import { readImageUpload } from '../../lib/images.ts';
import { eventLogoUpload } from '../events/setup/event/event-logo.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { OrganizerMembersService } from './organizer-members.service.ts';
import type { OrganizersService } from './organizers.service.ts';

/** Organizers' routes: settings (policy 'editOrganizer'), logo, and team (policy 'manageMembers'). */
export function registerOrganizerRoutes(
  app: FastifyInstance,
  { organizers, members, currentUser }: { organizers: OrganizersService; members: OrganizerMembersService; currentUser: CurrentUser },
) {
  apiRoute(app, organizersApi.mine, async (request, reply) => reply.header('cache-control', 'no-store').send({ organizers: await organizers.mine(await currentUser.required(request)) }));
  apiRoute(app, organizersApi.create, async (request, reply) => reply.status(201).send({ organizer: await organizers.create(await currentUser.required(request), request.body) }));
  apiRoute(app, organizersApi.detail, async (request) => ({ organizer: await organizers.detail(await currentUser.required(request), request.params.id) }));
  apiRoute(app, organizersApi.update, async (request) => ({ organizer: await organizers.update(await currentUser.required(request), request.params.id, request.body) }));
  apiRoute(app, organizersApi.uploadLogo, async (request) => {
    const user = await currentUser.required(request);
    return { organizer: await organizers.updateLogo(user, request.params.id, await readImageUpload(request, eventLogoUpload)) };
  });
  apiRoute(app, organizersApi.members, async (request) => members.list(await currentUser.required(request), request.params.id));
  apiRoute(app, organizersApi.addMember, async (request) => members.add(await currentUser.required(request), request.params.id, request.body));
  apiRoute(app, organizersApi.removeMember, async (request) => members.remove(await currentUser.required(request), request.params.id, request.params.userId));
}
