import type { FastifyInstance } from 'fastify';
import { messages } from '@dorsal/core';
import { AppError } from './errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The app's own web origins: PUBLIC_URL's, and any http(s) origin on one of APP_HOSTS. */
export function createAppOriginTest({ publicUrl, appHosts }: { publicUrl: string | undefined; appHosts: string[] }) {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  return (origin: string): boolean => {
    if (!URL.canParse(origin)) return false;
    const url = new URL(origin);
    if (url.origin === publicOrigin) return true;
    return (url.protocol === 'http:' || url.protocol === 'https:') && appHosts.includes(url.hostname);
  };
}

/**
 * CSRF defence beyond SameSite=Lax: a state-changing request that carries cookies must come from one of the
 * app's origins. Browsers always send `Origin` on such requests; a request without it is not a browser's
 * (scripts, tests) unless Sec-Fetch-Site says it came from another site. Requests without cookies (webhooks,
 * API keys) are not affected.
 */
export function registerOriginCheck(app: FastifyInstance, origins: { publicUrl: string | undefined; appHosts: string[] }): void {
  const isAppOrigin = createAppOriginTest(origins);
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !request.headers.cookie) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const allowed = origin !== undefined ? isAppOrigin(origin) : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    if (!allowed) throw new AppError(403, 'foreign_origin', messages.common.foreignOrigin);
  });
}
