import type { FastifyInstance } from 'fastify';
import { messages, sitesApi } from '@dorsal/core';
import { apiRoute } from '../../lib/http/api-route.ts';
import { readImageUpload } from '../../lib/images.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { SitePublicService } from './site-public.service.ts';
import { siteSubmissionsCsv } from './site-submissions-csv.ts';
import { siteImageUpload, type SitesService } from './sites.service.ts';

const hostOf = (hostname: string) => hostname.toLowerCase();

/** Organizer websites: the public side by the request's host name, the editor by site id (organizer policy). */
export function registerSitesRoutes(app: FastifyInstance, deps: { sites: SitesService; publicSites: SitePublicService; currentUser: CurrentUser }) {
  const { sites, publicSites, currentUser } = deps;

  apiRoute(app, sitesApi.publicSite, async (request, reply) =>
    reply.header('cache-control', 'public, max-age=15').send({ site: await publicSites.site(hostOf(request.hostname)) }),
  );
  apiRoute(app, sitesApi.submitForm, async (request, reply) => reply.status(201).send(await publicSites.submit(hostOf(request.hostname), request.body)), {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
  });
  apiRoute(app, sitesApi.knownHost, async (request) => publicSites.knownHost(request.query.domain));

  apiRoute(app, sitesApi.list, async (request) => ({ sites: await sites.list(await currentUser.required(request), request.params.id) }));
  apiRoute(app, sitesApi.create, async (request, reply) =>
    reply.status(201).send({ site: await sites.create(await currentUser.required(request), request.params.id, request.body.host) }),
  );
  apiRoute(app, sitesApi.detail, async (request) => ({ site: await sites.detail(await currentUser.required(request), request.params.siteId) }));
  apiRoute(app, sitesApi.save, async (request) => ({ site: await sites.save(await currentUser.required(request), request.params.siteId, request.body) }));
  apiRoute(app, sitesApi.publish, async (request) => ({
    site: await sites.publish(await currentUser.required(request), request.params.siteId),
    message: messages.sites.published,
  }));
  apiRoute(app, sitesApi.restore, async (request) => ({
    site: await sites.restore(await currentUser.required(request), request.params.siteId),
    message: messages.sites.restored,
  }));
  apiRoute(app, sitesApi.uploadImage, async (request) => {
    const user = await currentUser.required(request);
    return { url: await sites.uploadImage(user, request.params.siteId, await readImageUpload(request, siteImageUpload)) };
  });
  apiRoute(app, sitesApi.submissions, async (request) => {
    const { rows } = await sites.submissions(await currentUser.required(request), request.params.siteId);
    return {
      submissions: rows.map((row) => ({ id: Number(row.id), route: row.route, sectionId: row.sectionId, values: row.values, createdAt: new Date(row.createdAt).toISOString() })),
    };
  });
  apiRoute(app, sitesApi.submissionsCsv, async (request, reply) => {
    const { site, rows } = await sites.submissions(await currentUser.required(request), request.params.siteId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="formularios-${site.host}.csv"`)
      .header('cache-control', 'no-store')
      .send(siteSubmissionsCsv(rows, [site.published, site.draft]));
  });
}
