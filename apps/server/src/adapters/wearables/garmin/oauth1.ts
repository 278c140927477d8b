import { createHmac, randomBytes } from 'node:crypto';

/**
 * OAuth 1.0a request signing (RFC 5849 §3.4, HMAC-SHA1), as Garmin's Connect Developer Program requires for its
 * request-token, access-token and API calls. Small enough to keep here; checked against the RFC's own example.
 */

/** RFC 3986 percent-encoding (RFC 5849 §3.6): everything but ALPHA, DIGIT, '-', '.', '_', '~'. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export interface OAuthSigning {
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
  /** Extra protocol parameters, e.g. `oauth_verifier` or `oauth_callback`. */
  extra?: Record<string, string>;
  /** For tests: fixed nonce and timestamp. */
  nonce?: string;
  timestamp?: number;
}

/** The signature base string (§3.4.1): method, base URL, and every query and protocol parameter, sorted. */
export function signatureBaseString(method: string, url: string, params: [string, string][]): string {
  const parsed = new URL(url);
  const all: [string, string][] = [...params];
  for (const [key, value] of parsed.searchParams) all.push([key, value]);
  const normalized = all
    .map(([key, value]) => [percentEncode(key), percentEncode(value)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const port = parsed.port && !((parsed.protocol === 'http:' && parsed.port === '80') || (parsed.protocol === 'https:' && parsed.port === '443')) ? `:${parsed.port}` : '';
  const baseUrl = `${parsed.protocol}//${parsed.hostname.toLowerCase()}${port}${parsed.pathname}`;
  return [method.toUpperCase(), percentEncode(baseUrl), percentEncode(normalized)].join('&');
}

export function hmacSha1Signature(baseString: string, consumerSecret: string, tokenSecret = ''): string {
  return createHmac('sha1', `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`).update(baseString).digest('base64');
}

/** The protocol parameters of one request, signature included. */
export function oauthParameters(method: string, url: string, signing: OAuthSigning): Record<string, string> {
  const protocol: Record<string, string> = {
    oauth_consumer_key: signing.consumerKey,
    oauth_nonce: signing.nonce ?? randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(signing.timestamp ?? Math.floor(Date.now() / 1000)),
    oauth_version: '1.0',
    ...(signing.token ? { oauth_token: signing.token } : {}),
    ...signing.extra,
  };
  const base = signatureBaseString(method, url, Object.entries(protocol));
  return { ...protocol, oauth_signature: hmacSha1Signature(base, signing.consumerSecret, signing.tokenSecret) };
}

/** The `Authorization: OAuth …` header (§3.5.1). */
export function authorizationHeader(method: string, url: string, signing: OAuthSigning): string {
  const params = oauthParameters(method, url, signing);
  return `OAuth ${Object.entries(params)
    .map(([key, value]) => `${percentEncode(key)}="${percentEncode(value)}"`)
    .join(', ')}`;
}

/** Reads an `Authorization: OAuth …` header back into its parameters (the fake Garmin verifies with it); null when it is not one. */
export function parseAuthorizationHeader(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith('OAuth ')) return null;
  const params: Record<string, string> = {};
  for (const part of header.slice(6).split(',')) {
    const match = /^\s*([^=\s]+)="([^"]*)"\s*$/.exec(part);
    if (!match) return null;
    params[decodeURIComponent(match[1]!)] = decodeURIComponent(match[2]!);
  }
  return params;
}
