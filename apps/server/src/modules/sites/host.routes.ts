import type { FastifyInstance } from 'fastify';
import { hostApi } from '@dorsal/core';
import { apiRoute } from '../../lib/http/api-route.ts';
import type { SitePublicService } from './site-public.service.ts';

/** Tells the web app whether this host is the product itself or an organizer's website (published yet or not). */
export function registerHostRoutes(app: FastifyInstance, { publicSites }: { publicSites: SitePublicService }) {
  apiRoute(app, hostApi.host, async (request) => publicSites.hostKind(request.hostname.toLowerCase()));
}
