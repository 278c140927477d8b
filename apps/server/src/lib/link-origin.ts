import type { FastifyRequest } from 'fastify';

export interface LinkOrigin {
  /** The base of links sent without a request at hand (mails written by sweeps and webhooks). */
  base: string;
  /** The base of links built while answering a request (reset mails, QR codes, PDFs). */
  forRequest(request: FastifyRequest): string;
}

/**
 * Where links that leave the app point (mails, QR codes, PDFs): PUBLIC_URL when set (always in production);
 * in development the request's own address only when its host is one of APP_HOSTS, so `npm run dev` behind
 * Vite keeps working, and otherwise localhost. Never a host name that the client made up: `Host` is the
 * client's, and X-Forwarded-Host counts only from a trusted proxy (TRUST_PROXY).
 */
export function createLinkOrigin({ publicUrl, appHosts, port }: { publicUrl: string | undefined; appHosts: string[]; port: number }): LinkOrigin {
  const base = publicUrl ?? `http://localhost:${port}`;
  return {
    base,
    forRequest(request) {
      if (publicUrl) return publicUrl;
      return appHosts.includes(request.hostname.toLowerCase()) ? `${request.protocol}://${request.host}` : base;
    },
  };
}
