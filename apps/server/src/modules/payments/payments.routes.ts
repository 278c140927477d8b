import type { FastifyInstance } from 'fastify';
import { messages, paymentsApi } from '@dorsal/core';
import type { PaymentProvider } from '../../adapters/payments/payment-port.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { apiRoute } from '../../lib/http/api-route.ts';
import type { HandlePaymentEvent } from './payment-events.ts';

/**
 * POST /api/payments/webhooks/:provider. The body is kept as raw bytes (the signature covers them
 * exactly): a parser of its own, inside this route's scope only. A missing or bad signature answers
 * 401 and changes nothing.
 */
export async function registerPaymentRoutes(app: FastifyInstance, { provider, handlePaymentEvent }: { provider: PaymentProvider; handlePaymentEvent: HandlePaymentEvent }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    apiRoute(scope, paymentsApi.webhook, async (request) => {
      if (request.params.provider !== provider.kind) throw notFound(messages.payments.unknownProvider);
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const verified = provider.verifyWebhook(rawBody, request.headers);
      if (!verified.ok) throw new AppError(401, 'invalid_signature', messages.payments.invalidSignature);
      return { received: true as const, outcome: await handlePaymentEvent(verified.event) };
    });
  });
}
