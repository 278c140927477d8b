import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';

const MASK = '[oculto]';

/** Path parts that are secrets: the registration key in /api/registrations/:key/… */
const secretSegments = [/^(\/api\/registrations\/)[^/?#]+/];
/** Query parameters that are secrets: confirmation keys, reset tokens, private registration links. */
const secretParams = ['registry', 'token', 'tkl'];

/** The request URL as logged: registration keys, reset tokens and access codes masked. */
export function maskUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const maskedPath = secretSegments.reduce((text, pattern) => text.replace(pattern, `$1${MASK}`), path);
  if (query === undefined) return maskedPath;
  const params = new URLSearchParams(query);
  for (const name of secretParams) if (params.has(name)) params.set(name, MASK);
  return `${maskedPath}?${params.toString()}`;
}

const emailPattern = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[^\s@"'<>()]+/g;

/** Free text with every e-mail address masked (messages of libraries that interpolate them). */
export function maskEmails(text: string): string {
  return text.replace(emailPattern, MASK);
}

/**
 * What an error logs: its kind, message, code and stack. Database errors also carry the failing row
 * (`detail`), the statement and its parameters (`query`, `params`): personal data that never reaches a log.
 */
function serializeError(error: Error & { code?: unknown; statusCode?: unknown }) {
  return {
    type: error.name,
    message: maskEmails(error.message ?? ''),
    ...(error.code !== undefined ? { code: error.code } : {}),
    ...(error.statusCode !== undefined ? { statusCode: error.statusCode } : {}),
    stack: maskEmails(error.stack ?? ''),
  };
}

/**
 * Fastify's logger: request lines with masked URLs, errors without their data, and a redaction net for
 * secrets and personal fields anywhere one level deep. Logs carry ids, never personal data or secrets.
 */
export function loggerOptions(stream?: NodeJS.WritableStream): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  const personal = ['email', 'password', 'phone', 'birthDate', 'firstNames', 'lastNames', 'name', 'token', 'cookie', 'authorization'];
  return {
    level: 'info',
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["idempotency-key"]',
        'res.headers["set-cookie"]',
        ...personal,
        ...personal.map((field) => `*.${field}`),
      ],
      censor: MASK,
    },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: maskUrl(request.url), host: request.host, remoteAddress: request.ip }),
      err: serializeError,
    },
  };
}

/**
 * The logger handed to better-auth: its messages go to the app's log with e-mails masked, and the values
 * it adds (database errors with the whole insert: name, e-mail, phone, birth date) are reduced to their code.
 */
export function libraryLogger(log: FastifyBaseLogger, source: string) {
  return (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
    const codes = args.map((arg) => (arg instanceof Error ? ((arg as { code?: unknown }).code ?? arg.name) : typeof arg)).filter(Boolean);
    log[level]({ source, ...(codes.length ? { details: codes } : {}) }, maskEmails(message));
  };
}
