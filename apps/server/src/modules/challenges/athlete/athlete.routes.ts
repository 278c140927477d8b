import type { FastifyInstance } from 'fastify';
import { challengeAthleteApi } from '@dorsal/core';
import type { PaymentEvent, SandboxPaymentProvider } from '../../../adapters/payments/payment-port.ts';
import { apiRoute } from '../../../lib/http/api-route.ts';
import { readImageUpload } from '../../../lib/images.ts';
import type { ChallengesDeps } from '../challenges.deps.ts';
import { createChallengeAthleteRepository } from './athlete.repository.ts';
import { createChallengeAthleteService } from './athlete.service.ts';
import { createChallengePayments } from './challenge-payment.ts';
import { createChallengeResults } from './challenge-results.ts';
import { participantPhotoUpload } from './participant-photo.ts';

/** /api/challenges…: the athlete's side — joining, the five steps, photos, results and podium. */
export function registerChallengeAthleteRoutes(app: FastifyInstance, deps: ChallengesDeps): { handlePaymentEvent: (event: PaymentEvent) => Promise<boolean> } {
  const { currentUser } = deps;
  const repository = createChallengeAthleteRepository(deps.db);
  const athletes = createChallengeAthleteService({ db: deps.db, repository, storage: deps.storage });
  const results = createChallengeResults(repository);
  const payments = createChallengePayments({ db: deps.db, repository, provider: deps.payments });
  // The sandbox's events arrive in process; a real provider's arrive at the payments webhook (see README).
  if (deps.payments.kind === 'sandbox') (deps.payments as SandboxPaymentProvider).onEvent(async (event) => void (await payments.handleEvent(event)));
  const noStore = { 'cache-control': 'no-store' };

  apiRoute(app, challengeAthleteApi.mine, async (request, reply) => reply.headers(noStore).send({ challenges: await athletes.myChallenges(await currentUser.required(request)) }));
  apiRoute(app, challengeAthleteApi.card, async (request, reply) => reply.headers(noStore).send({ challenge: await athletes.card(request.params.challengeId), cardTokenizer: deps.payments.cardTokenizer }));
  apiRoute(app, challengeAthleteApi.me, async (request, reply) => reply.headers(noStore).send({ participant: await athletes.me(request.params.challengeId, await currentUser.required(request)) }));
  apiRoute(app, challengeAthleteApi.join, async (request, reply) => {
    const { outcome, participant } = await athletes.join(request.params.challengeId, await currentUser.required(request), request.body.code);
    return reply.status(outcome === 'joined' ? 201 : 200).send({ participant });
  });
  apiRoute(app, challengeAthleteApi.pay, async (request) => {
    const user = await currentUser.required(request);
    const { challenge, participant } = await athletes.mine(request.params.challengeId, user);
    await payments.pay(user, challenge, participant, request.body.method, request.body.idempotencyKey);
    return { participant: (await athletes.me(challenge.id, user))! };
  });
  apiRoute(app, challengeAthleteApi.form, async (request) => ({ participant: await athletes.saveForm(request.params.challengeId, await currentUser.required(request), request.body.answers) }));
  apiRoute(app, challengeAthleteApi.goal, async (request) => ({ participant: await athletes.setGoal(request.params.challengeId, await currentUser.required(request), request.body.time) }));
  apiRoute(app, challengeAthleteApi.finish, async (request) => ({ participant: await athletes.setFinish(request.params.challengeId, await currentUser.required(request), request.body.time) }));
  apiRoute(app, challengeAthleteApi.step, async (request) => ({ participant: await athletes.saveStep(request.params.challengeId, await currentUser.required(request), request.body.step) }));
  apiRoute(app, challengeAthleteApi.photo, async (request) => {
    const user = await currentUser.required(request);
    await athletes.mine(request.params.challengeId, user);
    const upload = await readImageUpload(request, participantPhotoUpload);
    return { participant: await athletes.uploadPhoto(request.params.challengeId, user, request.params.kind, upload) };
  });
  apiRoute(app, challengeAthleteApi.gallery, async (request, reply) => reply.headers(noStore).send(await athletes.gallery(request.params.challengeId, request.query.kind, request.query.page)));
  apiRoute(app, challengeAthleteApi.results, async (request, reply) => {
    const challenge = await athletes.challengeOrThrow(request.params.challengeId);
    return reply.headers(noStore).send(await results.page(challenge, request.query.gender, request.query.page));
  });
  apiRoute(app, challengeAthleteApi.myResult, async (request, reply) => {
    const user = await currentUser.required(request);
    const challenge = await athletes.challengeOrThrow(request.params.challengeId);
    return reply.headers(noStore).send(await results.mine(challenge, user));
  });
  apiRoute(app, challengeAthleteApi.podium, async (request, reply) => {
    const challenge = await athletes.challengeOrThrow(request.params.challengeId);
    return reply.headers(noStore).send({ podium: await results.podium(challenge) });
  });
  // A real provider's events reach the payments webhook; app.ts hands each one here before the registrations'.
  return { handlePaymentEvent: (event) => payments.handleEvent(event) };
}
