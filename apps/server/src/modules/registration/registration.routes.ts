import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam, idParams, safeText } from '@dorsal/core';
import type { LinkOrigin } from '../../lib/link-origin.ts';
import { parseInput } from '../../lib/validation.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import { registrationAttemptLimits, type RegistrationLimits } from './register/limits.ts';
import { idempotencyKeyFrom } from './register/request.ts';
import type { RegistrationService } from './registration.service.ts';

const publicKey = z.string().regex(/^[\w-]{16,64}$/);
const keyParams = z.object({ id: publicKey });
const releaseParams = idParams.extend({ key: publicKey });
const eventQuery = z.object({ event: idParam.optional() });
const optionsQuery = z.object({ tkl: safeText().max(64).optional() });

interface Dependencies {
  registration: RegistrationService;
  currentUser: CurrentUser;
  linkOrigin: LinkOrigin;
  /** The sandbox's 'Simular pago en OXXO' route: development only, it does not exist in production. */
  sandboxRoutes: boolean;
  limits: RegistrationLimits;
}

/** Online registration: options, quote, registering (Idempotency-Key), confirmation and its files. */
export function registerRegistrationRoutes(app: FastifyInstance, { registration, currentUser, linkOrigin, sandboxRoutes, limits }: Dependencies) {
  app.get('/api/events/:id/registration', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { tkl } = parseInput(optionsQuery, request.query);
    return { registration: await registration.options(id, tkl) };
  });

  app.post('/api/events/:id/registration/quote', async (request) => {
    const { id } = parseInput(idParams, request.params);
    return registration.quote(id, request.body);
  });

  app.post('/api/events/:id/registrations', registrationAttemptLimits(app, limits), async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const idempotencyKey = idempotencyKeyFrom(request.headers['idempotency-key']);
    const user = request.headers.cookie ? await currentUser.optional(request) : null; // anonymous athletes skip the session lookup
    const answer = await registration.register({ eventId: id, idempotencyKey, body: request.body, user });
    return reply.status(201).send({ registration: answer });
  });

  app.post('/api/events/:id/registrations/:key/release', async (request, reply) => {
    const user = await currentUser.required(request);
    const { id, key } = parseInput(releaseParams, request.params);
    await registration.releaseCashSlip(id, key, user);
    return reply.status(204).send();
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
