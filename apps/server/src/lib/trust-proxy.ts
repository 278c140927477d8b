import net from 'node:net';
import { z } from 'zod';

/** Fastify's `trustProxy`: off, a hop count, or the proxies' addresses (IPs, CIDR ranges, proxy-addr names). */
export type TrustProxy = false | number | string[];

const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`/`0` (default), a number of proxy hops in front of the server, or a comma-separated list
 * of proxy addresses. `true` (trust whoever connects) is refused: any client could then forge
 * X-Forwarded-For and X-Forwarded-Host.
 */
export function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (text === 'true' || bad.length || entries.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `give the number of proxy hops (e.g. 1) or the proxies' addresses (e.g. 10.0.0.5,10.1.0.0/16,loopback)${bad.length ? `; not an address: ${bad.join(', ')}` : ''}`,
    });
    return z.NEVER;
  }
  return entries;
}

/**
 * Fastify's option for a TRUST_PROXY value. Fastify ignores a bare hop count (it cannot tell a proxy from a
 * client that connects directly), so a count becomes "trust the nearest n hops": safe only when clients cannot
 * reach the server's port except through the proxies; prefer their addresses.
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}
