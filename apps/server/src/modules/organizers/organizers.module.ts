import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import { createOrganizerAccess } from './organizer-access.ts';
import { createOrganizerMembersService } from './organizer-members.service.ts';
import { createOrganizersRepository } from './organizers.repository.ts';
import { registerOrganizerRoutes } from './organizers.routes.ts';
import { createOrganizersService } from './organizers.service.ts';

/** Organizers wired: repository, access check, services and routes. */
export function createOrganizersModule(app: FastifyInstance, deps: { db: Db; storage: FileStorage; currentUser: CurrentUser }) {
  const repository = createOrganizersRepository(deps.db);
  const requireOrganizerAccess = createOrganizerAccess({ organizers: repository });
  const organizers = createOrganizersService({ db: deps.db, organizers: repository, requireOrganizerAccess, storage: deps.storage });
  const members = createOrganizerMembersService({ db: deps.db, organizers: repository, requireOrganizerAccess });
  registerOrganizerRoutes(app, { organizers, members, currentUser: deps.currentUser });
  return { organizers, repository, requireOrganizerAccess };
}
