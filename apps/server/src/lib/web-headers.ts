import type { FastifyReply, FastifyRequest } from 'fastify';

/** Fastify's incoming headers as a WHATWG Headers object (what better-auth reads). */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/**
 * Copies the Set-Cookie headers better-auth produced onto the reply, marked `Secure` whenever the request came
 * over HTTPS, also when TLS ends at a trusted proxy (X-Forwarded-Proto counts only from one: TRUST_PROXY).
 */
export function forwardCookies(from: Headers, reply: FastifyReply): void {
  const secure = reply.request.protocol === 'https';
  const cookies = from.getSetCookie().map((cookie) => (secure && !/;\s*secure\s*(;|$)/i.test(cookie) ? `${cookie}; Secure` : cookie));
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
