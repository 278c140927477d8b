import type { FastifyInstance } from 'fastify';
import { challengeChatApi } from '@dorsal/core';
import { apiRoute } from '../../../lib/http/api-route.ts';
import type { Realtime } from '../../../lib/realtime/index.ts';
import type { ChallengesDeps } from '../challenges.deps.ts';
import { createChallengeAccess } from '../challenge-access.ts';
import { createChallengeChatRepository } from './chat.repository.ts';
import { createChallengeChatService } from './chat.service.ts';

/** The challenge chat: the participant's routes under /api/challenges/:id/chat, the organizer's under /api/manage/challenges/:id/chat. */
export function registerChallengeChatRoutes(app: FastifyInstance, deps: ChallengesDeps & { realtime: Realtime }) {
  const { currentUser, realtime } = deps;
  const chat = createChallengeChatService({
    db: deps.db,
    repository: createChallengeChatRepository(deps.db),
    requireChallengeAccess: createChallengeAccess(deps.db),
  });
  const noStore = { 'cache-control': 'no-store' };

  apiRoute(app, challengeChatApi.history, async (request, reply) =>
    reply.headers(noStore).send(await chat.athlete.history(await currentUser.required(request), request.params.challengeId, request.query.channel, request.query.before, request.query.limit)),
  );
  apiRoute(app, challengeChatApi.unread, async (request, reply) => reply.headers(noStore).send(await chat.athlete.unread(await currentUser.required(request), request.params.challengeId)));
  apiRoute(app, challengeChatApi.send, async (request, reply) =>
    reply.status(201).send({ message: await chat.athlete.send(await currentUser.required(request), request.params.challengeId, request.body.text) }),
  );
  apiRoute(app, challengeChatApi.read, async (request) => {
    await chat.athlete.read(await currentUser.required(request), request.params.challengeId, request.body.channel, request.body.lastId);
    return { ok: true as const };
  });
  apiRoute(app, challengeChatApi.stream, async (request, reply) => {
    const { topic, initial } = await chat.athlete.stream(await currentUser.required(request), request.params.challengeId, request.query.channel);
    return realtime.stream(request, reply, { topic, initial });
  });

  apiRoute(app, challengeChatApi.conversations, async (request, reply) => reply.headers(noStore).send(await chat.staff.conversations(await currentUser.required(request), request.params.challengeId)));
  apiRoute(app, challengeChatApi.findAthlete, async (request, reply) =>
    reply.headers(noStore).send({ athlete: await chat.staff.findAthlete(await currentUser.required(request), request.params.challengeId, request.query.raceNumber) }),
  );
  apiRoute(app, challengeChatApi.staffHistory, async (request, reply) =>
    reply.headers(noStore).send(await chat.staff.history(await currentUser.required(request), request.params.challengeId, request.query.channel, request.query.before, request.query.limit)),
  );
  apiRoute(app, challengeChatApi.staffSend, async (request, reply) =>
    reply.status(201).send({ message: await chat.staff.send(await currentUser.required(request), request.params.challengeId, request.body.channel, request.body.text) }),
  );
  apiRoute(app, challengeChatApi.hide, async (request) => ({ message: await chat.staff.hide(await currentUser.required(request), request.params.challengeId, request.params.messageId) }));
  apiRoute(app, challengeChatApi.staffRead, async (request) => {
    await chat.staff.read(await currentUser.required(request), request.params.challengeId, request.body.channel, request.body.lastId);
    return { ok: true as const };
  });
  apiRoute(app, challengeChatApi.staffStream, async (request, reply) => {
    const { topic } = await chat.staff.stream(await currentUser.required(request), request.params.challengeId);
    return realtime.stream(request, reply, { topic });
  });
}
