import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shortPathSchema } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { RequireOrganizerAccess } from '../organizers/organizer-access.ts';
import { registerHostRoutes } from './host.routes.ts';
import { createSitePublicService } from './site-public.service.ts';
import { createSitesRepository } from './sites.repository.ts';
import { registerSitesRoutes } from './sites.routes.ts';
import { createSitesService } from './sites.service.ts';

/** Organizer websites wired: the host check, the public site and its forms, the editor. */
export function createSitesModule(
  app: FastifyInstance,
  deps: { db: Db; storage: FileStorage; currentUser: CurrentUser; requireOrganizerAccess: RequireOrganizerAccess; appHosts: readonly string[] },
) {
  const repository = createSitesRepository(deps.db);
  const publicSites = createSitePublicService({ sites: repository, appHosts: deps.appHosts });
  const sites = createSitesService({ db: deps.db, sites: repository, requireOrganizerAccess: deps.requireOrganizerAccess, storage: deps.storage, appHosts: deps.appHosts });
  registerHostRoutes(app, { publicSites });
  registerSitesRoutes(app, { sites, publicSites, currentUser: deps.currentUser });
  /**
   * Where a registration made on this request's host lives on the organizer's site (`http(s)://host/{route}`), so its
   * mails link there; null on the product's hosts or when the host's site does not show the event's registration.
   * The host counts only as a published site's (never a name the client made up).
   */
  async function siteLinkFor(request: FastifyRequest, eventId: number): Promise<string | null> {
    const route = await publicSites.registrationRoute(request.hostname.toLowerCase(), eventId);
    return route === null ? null : `${request.protocol}://${request.host}/${route}`;
  }
  /**
   * On the main host, `/{short path}/…` of a published site sends the visitor to the site's own host (same page, same
   * query); null for any other path.
   */
  async function shortPathRedirect(request: FastifyRequest): Promise<string | null> {
    const [pathname = '', search = ''] = request.url.split(/(?=\?)/);
    const [first = '', ...rest] = pathname.slice(1).split('/');
    const path = first.toLowerCase();
    if (!shortPathSchema.safeParse(path).success) return null;
    const host = await repository.publishedHostByShortPath(path);
    if (!host) return null;
    const port = /:\d+$/.exec(request.host)?.[0] ?? '';
    return `${request.protocol}://${host}${port}/${rest.join('/')}${search}`;
  }
  return { sites, publicSites, repository, siteLinkFor, shortPathRedirect };
}
