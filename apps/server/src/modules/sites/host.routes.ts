import type { FastifyInstance } from 'fastify';
import { hostApi } from '@dorsal/core';
import { apiRoute } from '../../lib/http/api-route.ts';

/** Tells the web app whether this host is the product itself or an organizer's website. */
export function registerHostRoutes(app: FastifyInstance, { appHosts }: { appHosts: string[] }) {
  apiRoute(app, hostApi.host, async (request) => {
    const hostname = request.hostname.toLowerCase();
    if (appHosts.includes(hostname)) return { kind: 'app' as const };
    // Organizer websites arrive with their own issue; until one exists for a host, there is none.
    return { kind: 'site' as const, site: null };
  });
}
