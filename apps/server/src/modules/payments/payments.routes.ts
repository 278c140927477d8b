import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messages, safeText } from '@dorsal/core';
import type { PaymentProvider } from '../../adapters/payments/payment-port.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import type { HandlePaymentEvent } from './payment-events.ts';

const params = z.object({ provider: safeText().max(20) });

/**
 * POST /api/payments/webhooks/:provider. The body is kept as raw bytes (the signature covers them
 * exactly): a parser of its own, inside this route's scope only. A missing or bad signature answers
 * 401 and changes nothing.
 */
export async function registerPaymentRoutes(app: FastifyInstance, { provider, handlePaymentEvent }: { provider: PaymentProvider; handlePaymentEvent: HandlePaymentEvent }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/payments/webhooks/:provider', async (request) => {
      const { provider: name } = parseInput(params, request.params);
      if (name !== provider.kind) throw notFound(messages.payments.unknownProvider);
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const verified = provider.verifyWebhook(rawBody, request.headers);
      if (!verified.ok) throw new AppError(401, 'invalid_signature', messages.payments.invalidSignature);
      return { received: true, outcome: await handlePaymentEvent(verified.event) };
    });
  });
}
