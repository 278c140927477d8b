import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deskRegistrationApi, registrationApi } from '@dorsal/core';
import { apiRoute } from '../../lib/http/api-route.ts';
import type { LinkOrigin } from '../../lib/link-origin.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import { registrationAttemptLimits, type RegistrationLimits } from './register/limits.ts';
import { idempotencyKeyFrom } from './register/request.ts';
import type { RegistrationService } from './registration.service.ts';
import type { DeskRegistration } from './register/desk.ts';

interface Dependencies {
  registration: RegistrationService;
  desk: DeskRegistration;
  currentUser: CurrentUser;
  linkOrigin: LinkOrigin;
  /** On an organizer's host whose site shows this event's registration: where its confirmation lives there. */
  siteLinkFor?: (request: FastifyRequest, eventId: number) => Promise<string | null>;
  limits: RegistrationLimits;
}

/** Online registration: options, quote, registering (Idempotency-Key), confirmation and its files. */
export function registerRegistrationRoutes(app: FastifyInstance, { registration, desk, currentUser, linkOrigin, limits, siteLinkFor }: Dependencies) {
  apiRoute(app, registrationApi.options, async (request) => ({ registration: await registration.options(request.params.id, request.query.tkl) }));

  apiRoute(app, registrationApi.quote, async (request) => registration.quote(request.params.id, request.body));

  apiRoute(
    app,
    registrationApi.register,
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyFrom(request.headers['idempotency-key']);
      const user = request.headers.cookie ? await currentUser.optional(request) : null; // anonymous athletes skip the session lookup
      const siteLink = siteLinkFor ? await siteLinkFor(request, request.params.id) : null;
      const answer = await registration.register({ eventId: request.params.id, idempotencyKey, body: request.body, user, siteLink });
      return reply.status(201).send({ registration: answer });
    },
    registrationAttemptLimits(app, limits),
  );

  apiRoute(app, deskRegistrationApi.options, async (request, reply) =>
    reply.header('cache-control', 'no-store').send({ registration: await desk.options(await currentUser.required(request), request.params.id) }),
  );
  apiRoute(app, deskRegistrationApi.quote, async (request) => desk.quote(await currentUser.required(request), request.params.id, request.body));
  apiRoute(app, deskRegistrationApi.register, async (request, reply) => {
    const idempotencyKey = idempotencyKeyFrom(request.headers['idempotency-key']);
    const answer = await desk.register(await currentUser.required(request), request.params.id, idempotencyKey, request.body);
    return reply.status(201).send({ registration: answer });
  });

  apiRoute(app, registrationApi.release, async (request, reply) => {
    const user = await currentUser.required(request);
    await registration.releaseCashSlip(request.params.id, request.params.key, user);
    return reply.status(204).send(null);
  });

  apiRoute(app, registrationApi.confirmation, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { registration: await registration.confirmation(request.params.id, request.query.event, linkOrigin.forRequest(request)) };
  });

  apiRoute(app, registrationApi.bibImage, async (request, reply) => {
    const png = await registration.bibImage(request.params.id, request.query.event, request.query.integrante);
    return reply.type('image/png').header('cache-control', 'no-cache').send(png);
  });

  apiRoute(app, registrationApi.trackingQr, async (request, reply) => {
    const svg = await registration.trackingQr(request.params.id, request.query.event, linkOrigin.forRequest(request));
    return reply.type('image/svg+xml').header('cache-control', 'no-cache').send(svg);
  });

  apiRoute(app, registrationApi.confirmationPdf, async (request, reply) => {
    const { id } = request.params;
    const pdf = await registration.confirmationPdf(id, request.query.event, linkOrigin.forRequest(request));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="confirmacion-${id.slice(0, 8)}.pdf"`)
      .header('cache-control', 'no-cache')
      .send(pdf);
  });

  // Pays only sandbox slips (development, and events in test mode in production); any other payment: 404.
  apiRoute(app, registrationApi.sandboxPay, async (request) => ({
    registration: await registration.markCashSlipPaid(request.params.id, request.query.event, linkOrigin.forRequest(request)),
  }));
}
