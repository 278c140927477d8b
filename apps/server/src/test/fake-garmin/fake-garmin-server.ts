import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { hmacSha1Signature, parseAuthorizationHeader, signatureBaseString } from '../../adapters/wearables/garmin/oauth1.ts';
import type { GarminActivitySummary } from '../../adapters/wearables/garmin/garmin-mapping.ts';

export interface FakeGarminOptions {
  /** The only consumer key it accepts; default `fake-garmin-consumer`. */
  consumerKey?: string;
  consumerSecret?: string;
  /** Default 0: any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

/** Garmin refuses a pull whose upload window is longer than a day (Health API specification, "Summary Endpoints"). */
export const MAX_WINDOW_SECONDS = 86_400;

interface FakeUser {
  userId: string;
  access: { token: string; secret: string } | null;
  activities: { summary: GarminActivitySummary; uploadedAt: number; laps: { startTimeInSeconds: number }[] }[];
  workouts: Record<string, unknown>[];
}

const id = (bytes = 18) => randomBytes(bytes).toString('base64url');

/**
 * A local stand-in for Garmin's partner APIs on one address, answering as the Connect Developer Program documents:
 * OAuth 1.0a (`POST /oauth-service/oauth/request_token`, `GET /oauthConfirm` — which approves at once for the next
 * user and redirects to `oauth_callback` with `oauth_token` and `oauth_verifier` —, `POST …/access_token`), every
 * call's HMAC-SHA1 signature checked (401 otherwise), `GET /wellness-api/rest/user/id`, activities and their details
 * by upload window (400 past 86,400 s), `DELETE /wellness-api/rest/user/registration` (the token stops working) and
 * `POST /training-api/workout`. The back office: `addActivity` uploads an activity for a user.
 */
export async function startFakeGarmin(options: FakeGarminOptions = {}) {
  const consumerKey = options.consumerKey ?? 'fake-garmin-consumer';
  const consumerSecret = options.consumerSecret ?? 'fake-garmin-secret';
  const requestTokens = new Map<string, { secret: string; verifier: string | null; userId: string | null }>();
  const users = new Map<string, FakeUser>();
  const byAccessToken = new Map<string, FakeUser>();
  const nonces = new Set<string>();
  const requests: { method: string; url: string }[] = [];
  /** The Garmin user the next consent belongs to (tests pick one; otherwise a new user each time). */
  let nextUserId: string | null = null;
  let base = '';

  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const unauthorized = (reply: FastifyReply, message: string) => reply.status(401).send({ errorMessage: message });

  /** The OAuth parameters of a correctly signed request (token secret from `secretOf`), or null after answering 401. */
  function verify(request: FastifyRequest, reply: FastifyReply, secretOf: (token: string | undefined) => string | null): Record<string, string> | null {
    requests.push({ method: request.method, url: request.url });
    const params = parseAuthorizationHeader(request.headers.authorization);
    if (!params) return (unauthorized(reply, 'Missing OAuth Authorization header'), null);
    if (params.oauth_consumer_key !== consumerKey) return (unauthorized(reply, 'Invalid consumer key'), null);
    if (params.oauth_signature_method !== 'HMAC-SHA1') return (unauthorized(reply, 'Unsupported signature method'), null);
    const nonceKey = `${params.oauth_timestamp}:${params.oauth_nonce}`;
    if (!params.oauth_nonce || nonces.has(nonceKey)) return (unauthorized(reply, 'Nonce already used'), null);
    const tokenSecret = secretOf(params.oauth_token);
    if (tokenSecret === null) return (unauthorized(reply, 'Invalid token'), null);
    const { oauth_signature: signature, ...signed } = params;
    const expected = hmacSha1Signature(signatureBaseString(request.method, `${base}${request.url}`, Object.entries(signed)), consumerSecret, tokenSecret);
    if (signature !== expected) return (unauthorized(reply, 'Invalid signature'), null);
    nonces.add(nonceKey);
    return params;
  }

  function userOf(request: FastifyRequest, reply: FastifyReply): FakeUser | null {
    let user: FakeUser | undefined;
    const params = verify(request, reply, (token) => {
      user = token ? byAccessToken.get(token) : undefined;
      return user?.access?.secret ?? null;
    });
    return params && user ? user : null;
  }

  function userFor(userId: string): FakeUser {
    let user = users.get(userId);
    if (!user) users.set(userId, (user = { userId, access: null, activities: [], workouts: [] }));
    return user;
  }

  app.post('/oauth-service/oauth/request_token', (request, reply) => {
    if (!verify(request, reply, () => '')) return reply;
    const token = id();
    const secret = id();
    requestTokens.set(token, { secret, verifier: null, userId: null });
    return reply.type('text/plain').send(`oauth_token=${token}&oauth_token_secret=${secret}`);
  });

  app.get<{ Querystring: { oauth_token?: string; oauth_callback?: string } }>('/oauthConfirm', (request, reply) => {
    const pending = request.query.oauth_token ? requestTokens.get(request.query.oauth_token) : undefined;
    if (!pending) return reply.status(400).type('text/plain').send('Invalid request token');
    pending.verifier = id(12);
    pending.userId = nextUserId ?? `garmin-user-${id(6)}`;
    nextUserId = null;
    const callback = new URL(request.query.oauth_callback ?? `${base}/callback`);
    callback.searchParams.set('oauth_token', request.query.oauth_token!);
    callback.searchParams.set('oauth_verifier', pending.verifier);
    return reply.redirect(callback.toString(), 302);
  });

  app.post('/oauth-service/oauth/access_token', (request, reply) => {
    let pendingToken = '';
    const params = verify(request, reply, (token) => {
      pendingToken = token ?? '';
      return (token && requestTokens.get(token)?.secret) || null;
    });
    if (!params) return reply;
    const pending = requestTokens.get(pendingToken)!;
    if (!pending.verifier || params.oauth_verifier !== pending.verifier) return unauthorized(reply, 'Invalid verifier');
    requestTokens.delete(pendingToken);
    const user = userFor(pending.userId!);
    if (user.access) byAccessToken.delete(user.access.token);
    user.access = { token: id(), secret: id() };
    byAccessToken.set(user.access.token, user);
    return reply.type('text/plain').send(`oauth_token=${user.access.token}&oauth_token_secret=${user.access.secret}`);
  });

  app.get('/wellness-api/rest/user/id', (request, reply) => {
    const user = userOf(request, reply);
    return user ? reply.send({ userId: user.userId }) : reply;
  });

  type WindowQuery = { Querystring: { uploadStartTimeInSeconds?: string; uploadEndTimeInSeconds?: string } };
  function windowOf(request: FastifyRequest<WindowQuery>, reply: FastifyReply): [number, number] | null {
    const start = Number(request.query.uploadStartTimeInSeconds);
    const end = Number(request.query.uploadEndTimeInSeconds);
    if (!Number.isInteger(start) || !Number.isInteger(end) || request.query.uploadStartTimeInSeconds === undefined || request.query.uploadEndTimeInSeconds === undefined) {
      return (reply.status(400).send({ errorMessage: 'uploadStartTimeInSeconds and uploadEndTimeInSeconds are required' }), null);
    }
    if (end < start || end - start > MAX_WINDOW_SECONDS) return (reply.status(400).send({ errorMessage: `timestamp range must be between 0 and ${MAX_WINDOW_SECONDS} seconds` }), null);
    return [start, end];
  }

  app.get<WindowQuery>('/wellness-api/rest/activities', (request, reply) => {
    const user = userOf(request, reply);
    if (!user) return reply;
    const window = windowOf(request, reply);
    if (!window) return reply;
    return reply.send(user.activities.filter((item) => item.uploadedAt >= window[0] && item.uploadedAt < window[1]).map((item) => item.summary));
  });

  app.get<WindowQuery>('/wellness-api/rest/activityDetails', (request, reply) => {
    const user = userOf(request, reply);
    if (!user) return reply;
    const window = windowOf(request, reply);
    if (!window) return reply;
    const details = user.activities
      .filter((item) => item.uploadedAt >= window[0] && item.uploadedAt < window[1])
      .map(({ summary: { summaryId, ...summary }, laps }) => ({ summaryId: `${summaryId}-detail`, activityId: summary.activityId, summary, samples: [], laps }));
    return reply.send(details);
  });

  app.delete('/wellness-api/rest/user/registration', (request, reply) => {
    const user = userOf(request, reply);
    if (!user) return reply;
    byAccessToken.delete(user.access!.token);
    user.access = null;
    return reply.status(204).send();
  });

  app.post('/training-api/workout', (request, reply) => {
    const user = userOf(request, reply);
    if (!user) return reply;
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body.workoutName !== 'string' || !Array.isArray(body.steps)) return reply.status(400).send({ errorMessage: 'workoutName and steps are required' });
    const workout = { ...body, workoutId: 1000 + user.workouts.length, ownerId: user.userId };
    user.workouts.push(workout);
    return reply.send(workout);
  });

  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  base = `http://${host}:${port}`;
  let nextSummary = 1;

  return {
    url: base,
    consumerKey,
    consumerSecret,
    requests,
    users,
    /** The Garmin user id the next consent signs in as. */
    nextConsentAs(userId: string) {
      nextUserId = userId;
    },
    /** The back office: the user's device uploads an activity at `uploadedAt` (epoch seconds). */
    addActivity(userId: string, summary: Omit<GarminActivitySummary, 'summaryId'> & { summaryId?: string }, uploadedAt: number, laps: { startTimeInSeconds: number }[] = []) {
      const summaryId = summary.summaryId ?? `${nextSummary++}`;
      userFor(userId).activities.push({ summary: { ...summary, summaryId }, uploadedAt, laps });
      return summaryId;
    },
    close: () => app.close(),
  };
}
export type FakeGarmin = Awaited<ReturnType<typeof startFakeGarmin>>;
