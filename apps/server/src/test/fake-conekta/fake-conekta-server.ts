import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { authError, errorBody, fakeMessages, hexId, tokenError, tokenMessages } from './fake-conekta-errors.ts';
import { createOrder, settleOrder, testCardTokens, validateOrderRequest, type FakeAnswer } from './fake-conekta-orders.ts';
import { conektaJsSource } from './fake-conekta-script.ts';
import { createTokenStore } from './fake-conekta-tokens.ts';

type Json = Record<string, unknown>;

export interface FakeConektaOptions {
  /** The only private key it accepts (orders); default `key_test_fake`. */
  privateKey?: string;
  /** The only public key it accepts (tokens, from the browser); default `key_test_fake_public`. */
  publicKey?: string;
  /** Default 0: any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** `conekta` (default) or `app` to answer as Digital FEMSA. */
  acceptVendor?: string;
}

const supportedVersions = ['2.0.0', '2.1.0', '2.2.0'];
/** The tokens API version Conekta.js v1 sends. */
const tokensVersion = '0.3.0';
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type, Accept',
  'access-control-max-age': '600',
};

function requestKey(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization ?? '';
  const basicKey = auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString().split(':')[0] : undefined;
  return auth.startsWith('Bearer ') ? auth.slice(7) : basicKey;
}

/**
 * A local stand-in for api.conekta.io answering POST /orders and GET /orders/:id as the API
 * reference documents, errors included. The browser side too: POST /tokens (public key, CORS) and
 * GET /js/conekta.js, a Conekta.js that tokenizes against this server. Also acts as the provider's
 * back office: `payCashOrder` and `expireOrder` change an order and return the webhook events
 * Conekta would send (sign them with `createWebhookSigner`). A missing or unknown API version answers 409 `conflict_error`, the
 * error guide's type for a version problem (what the real API does then is not documented).
 */
export async function startFakeConekta(options: FakeConektaOptions = {}) {
  const privateKey = options.privateKey ?? 'key_test_fake';
  const publicKey = options.publicKey ?? 'key_test_fake_public';
  const vendor = options.acceptVendor ?? 'conekta';
  const accepted = new Set(supportedVersions.map((v) => `application/vnd.${vendor}-v${v}+json`));
  const orders = new Map<string, Json>();
  const tokens = createTokenStore();
  const cardFor = (tokenId: string) => testCardTokens[tokenId] ?? tokens.cardFor(tokenId);
  const answersByKey = new Map<string, FakeAnswer>();
  const requests: { method: string; url: string; headers: Record<string, unknown>; body: unknown }[] = [];
  let delayMs = 0;

  const app = Fastify();
  const isTokens = (request: FastifyRequest) => request.routeOptions.url === '/tokens';
  app.setErrorHandler((_error, request, reply) =>
    isTokens(request)
      ? reply.status(400).send(tokenError('malformed_request_error', 'malformed_request', null, 'Malformed JSON.', fakeMessages.malformed))
      : reply.status(400).send(errorBody('malformed_request_error', [{ code: 'conekta.errors.malformed_request', param: null, message: fakeMessages.malformed, debug_message: 'Malformed JSON.' }])),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (isTokens(request)) reply.headers(corsHeaders);
  });
  app.addHook('preHandler', async (request, reply) => {
    requests.push({ method: request.method, url: request.url, headers: { ...request.headers }, body: request.body });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (request.method === 'OPTIONS' || request.routeOptions.url === '/js/conekta.js') return;
    const key = requestKey(request);
    if (isTokens(request)) return checkPublicKey(request, reply, key);
    if (!key) return reply.status(401).send(authError(fakeMessages.missingKey, 'conekta.errors.authentication.missing_key'));
    if (key !== privateKey) return reply.status(401).send(authError(fakeMessages.invalidKey, 'conekta.errors.authentication.invalid_key'));
    if (!accepted.has(String(request.headers.accept))) {
      const detail = { code: 'conekta.errors.conflict.api_version', param: null, message: fakeMessages.version, debug_message: 'Unsupported API version.' };
      return reply.status(409).send(errorBody('conflict_error', [detail]));
    }
  });

  /** Conekta.js authenticates with the public key only; the private key is refused here as anywhere it does not belong. */
  function checkPublicKey(request: FastifyRequest, reply: FastifyReply, key: string | undefined) {
    if (key !== publicKey) {
      const code = key ? 'unrecognized_key' : 'missing_key';
      return reply.status(401).send(tokenError('authentication_error', code, null, 'Please include a valid public key.', tokenMessages.unauthorized));
    }
    if (request.headers.accept !== `application/vnd.${vendor}-v${tokensVersion}+json`) {
      return reply.status(409).send(tokenError('conflict_error', 'api_version', null, 'Unsupported API version.', tokenMessages.version));
    }
  }

  app.options('/tokens', (_request, reply) => reply.status(204).send());

  app.post('/tokens', (request, reply) => {
    const answer = tokens.issue((request.body ?? {}) as Json);
    return reply.status(answer.status).send(answer.body);
  });

  app.get('/js/conekta.js', (request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(conektaJsSource(`${request.protocol}://${request.host}`)),
  );

  app.post('/orders', (request, reply) => {
    const idempotencyKey = request.headers['idempotency-key'];
    const key = typeof idempotencyKey === 'string' ? idempotencyKey : undefined;
    const previous = key ? answersByKey.get(key) : undefined;
    if (previous) return reply.status(previous.status).send(previous.body);
    const body = (request.body ?? {}) as Json;
    const problems = validateOrderRequest(body, cardFor);
    if (problems.length) return reply.status(422).send(errorBody('parameter_validation_error', problems));
    const answer = createOrder(body, orders, cardFor);
    const method = (body.charges as { payment_method: { token_id?: unknown } }[])[0]!.payment_method;
    if (typeof method.token_id === 'string') tokens.use(method.token_id);
    if (key && answer.status !== 500) answersByKey.set(key, answer);
    return reply.status(answer.status).send(answer.body);
  });

  app.get<{ Params: { id: string } }>('/orders/:id', (request, reply) => {
    const order = orders.get(request.params.id);
    if (order) return reply.send(order);
    const detail = { code: 'conekta.errors.resource_not_found.entity', param: null, message: fakeMessages.notFound, debug_message: 'Order not found.' };
    return reply.status(404).send(errorBody('resource_not_found_error', [detail]));
  });

  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const pending = { payment_status: 'pending_payment' };
  function event(type: string, object: Json, previous: Json) {
    const created = Math.floor(Date.now() / 1000);
    return { id: hexId(), object: 'event', type, livemode: false, created_at: created, webhook_status: 'pending', data: { object, previous_attributes: previous } };
  }
  function settle(orderId: string, status: 'paid' | 'expired') {
    const stored = orders.get(orderId);
    if (!stored || stored.payment_status !== 'pending_payment') throw new Error(`Order ${orderId} is not pending payment`);
    return settleOrder(stored, status);
  }

  return {
    url: `http://${host}:${port}`,
    privateKey,
    publicKey,
    orders,
    requests,
    /** Holds every answer this long, to test timeouts. */
    setDelay(ms: number) {
      delayMs = ms;
    },
    /** OXXO took the cash: the order is paid; returns the `charge.paid` and `order.paid` events Conekta sends. */
    payCashOrder(orderId: string) {
      const { order, charge } = settle(orderId, 'paid');
      return { chargePaid: event('charge.paid', charge, { status: 'pending_payment' }), orderPaid: event('order.paid', order, pending) };
    },
    /** The slip lapsed unpaid: returns the `order.expired` event. */
    expireOrder(orderId: string) {
      return { orderExpired: event('order.expired', settle(orderId, 'expired').order, pending) };
    },
    close: () => app.close(),
  };
}
export type FakeConekta = Awaited<ReturnType<typeof startFakeConekta>>;
