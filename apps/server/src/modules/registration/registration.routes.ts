import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LinkOrigin } from '../../lib/link-origin.ts';
import { parseInput } from '../../lib/validation.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import { eventIdParams } from '../events/events.routes.ts';
import { idempotencyKeyFrom } from './registration-request.ts';
import type { RegistrationService } from './registration.service.ts';

const keyParams = z.object({ id: z.string().regex(/^[\w-]{16,64}$/) });
const eventQuery = z.object({ event: z.coerce.number().int().positive().optional() });
const optionsQuery = z.object({ tkl: z.string().max(64).optional() });

interface Dependencies {
  registration: RegistrationService;
  currentUser: CurrentUser;
  linkOrigin: LinkOrigin;
  /** The sandbox's 'Simular pago en OXXO' route: development only, it does not exist in production. */
  sandboxRoutes: boolean;
}

/** Online registration: options, quote, registering (Idempotency-Key), confirmation and its files. */
export function registerRegistrationRoutes(app: FastifyInstance, { registration, currentUser, linkOrigin, sandboxRoutes }: Dependencies) {
  app.get('/api/events/:id/registration', async (request) => {
    const { id } = parseInput(eventIdParams, request.params);
    const { tkl } = parseInput(optionsQuery, request.query);
    return { registration: await registration.options(id, tkl) };
  });

  app.post('/api/events/:id/registration/quote', async (request) => {
    const { id } = parseInput(eventIdParams, request.params);
    return registration.quote(id, request.body);
  });

  app.post('/api/events/:id/registrations', async (request, reply) => {
    const { id } = parseInput(eventIdParams, request.params);
    const idempotencyKey = idempotencyKeyFrom(request.headers['idempotency-key']);
    const user = request.headers.cookie ? await currentUser.optional(request) : null; // anonymous athletes skip the session lookup
    const answer = await registration.register({ eventId: id, idempotencyKey, body: request.body, user });
    return reply.status(201).send({ registration: answer });
  });

  app.get('/api/registrations/:id', async (request, reply) => {
    const { id } = parseInput(keyParams, request.params);
    const { event } = parseInput(eventQuery, request.query);
    reply.header('cache-control', 'no-store');
    return { registration: await registration.confirmation(id, event, linkOrigin.forRequest(request)) };
  });

  app.get('/api/registrations/:id/bib.png', async (request, reply) => {
    const { id } = parseInput(keyParams, request.params);
    const { event } = parseInput(eventQuery, request.query);
    const png = await registration.bibImage(id, event);
    return reply.type('image/png').header('cache-control', 'no-cache').send(png);
  });

  app.get('/api/registrations/:id/tracking-qr.svg', async (request, reply) => {
    const { id } = parseInput(keyParams, request.params);
    const { event } = parseInput(eventQuery, request.query);
    const svg = await registration.trackingQr(id, event, linkOrigin.forRequest(request));
    return reply.type('image/svg+xml').header('cache-control', 'no-cache').send(svg);
  });

  app.get('/api/registrations/:id/confirmation.pdf', async (request, reply) => {
    const { id } = parseInput(keyParams, request.params);
    const { event } = parseInput(eventQuery, request.query);
    const pdf = await registration.confirmationPdf(id, event, linkOrigin.forRequest(request));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="confirmacion-${id.slice(0, 8)}.pdf"`)
      .header('cache-control', 'no-cache')
      .send(pdf);
  });

  if (!sandboxRoutes) return;
  app.post('/api/registrations/:id/sandbox-pay', async (request) => {
    const { id } = parseInput(keyParams, request.params);
    const { event } = parseInput(eventQuery, request.query);
    return { registration: await registration.markCashSlipPaid(id, event, linkOrigin.forRequest(request)) };
  });
}
