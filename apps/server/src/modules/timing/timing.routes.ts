import type { FastifyInstance } from 'fastify';
import { messages, timingApi } from '@dorsal/core';
import { AppError } from '../../lib/errors.ts';
import { readSingleFile } from '../../lib/uploads.ts';
import { apiRoute } from '../../lib/http/api-route.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { TimingModule } from './timing.module.ts';

const PASSINGS_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Live timing's routes: the timing systems' API (by key), the organizer's timing tab (by session), the public board. */
export function registerTimingRoutes(app: FastifyInstance, { timing, currentUser }: { timing: TimingModule; currentUser: CurrentUser }) {
  // The key is checked before the body is validated: a wrong key never learns what the API accepts.
  const keyOf = new WeakMap<object, number>();
  apiRoute(app, timingApi.passings, async (request) => timing.ingest(request.params.id, request.body.passings, { kind: 'api', keyId: keyOf.get(request)! }), {
    preValidation: async (request) => {
      const eventId = Number((request.params as { id?: string }).id);
      keyOf.set(request, (await timing.keys.authenticate(eventId, request.headers.authorization)).keyId);
    },
  });

  apiRoute(app, timingApi.keys, async (request) => ({ keys: await timing.keys.list(await currentUser.required(request), request.params.id) }));
  apiRoute(app, timingApi.createKey, async (request, reply) =>
    reply.status(201).send(await timing.keys.create(await currentUser.required(request), request.params.id, request.body.name)),
  );
  apiRoute(app, timingApi.revokeKey, async (request) => ({
    key: await timing.keys.revoke(await currentUser.required(request), request.params.id, request.params.keyId),
  }));

  apiRoute(app, timingApi.startWave, async (request) => ({
    modality: await timing.startWave(await currentUser.required(request), request.params.id, request.body.modalityCode, request.body.startAt, request.body.wave),
  }));
  apiRoute(app, timingApi.reviewList, async (request) => ({ passings: await timing.review.list(await currentUser.required(request), request.params.id) }));
  apiRoute(app, timingApi.assignPassing, async (request) =>
    timing.review.assign(await currentUser.required(request), request.params.id, request.params.passingId, request.body.bib),
  );

  apiRoute(app, timingApi.uploadPassings, async (request) => {
    const user = await currentUser.required(request);
    return timing.upload(user, request.params.id, async () => {
      const file = await readSingleFile(request, {
        maxBytes: PASSINGS_FILE_MAX_BYTES,
        tooLargeMessage: messages.imports.fileTooLarge,
        accept: ({ fileName }) => {
          if (!/\.(csv|txt)$/i.test(fileName)) throw new AppError(400, 'unsupported_file', messages.timing.csv.unsupported);
        },
      });
      if (!file) throw new AppError(400, 'missing_file', messages.imports.missingFile);
      return file;
    });
  });

  apiRoute(app, timingApi.manualPassing, async (request) => {
    const user = await currentUser.required(request);
    await timing.requireTiming(user, request.params.id);
    const { bib, checkpoint, time, readId } = request.body;
    return timing.ingest(request.params.id, [{ bib, checkpoint, time, readerId: `manual:${user.id}`, readId }], { kind: 'manual', userId: user.id });
  });
  apiRoute(app, timingApi.manualPassings, async (request) => ({
    passings: await timing.corrections.listManual(await currentUser.required(request), request.params.id),
  }));
  apiRoute(app, timingApi.correctPassing, async (request) => ({
    passing: await timing.corrections.correct(await currentUser.required(request), request.params.id, request.params.passingId, request.body),
  }));
  apiRoute(app, timingApi.deletePassing, async (request) => ({
    passing: await timing.corrections.remove(await currentUser.required(request), request.params.id, request.params.passingId),
  }));

  apiRoute(app, timingApi.followed, async (request, reply) =>
    reply.header('cache-control', 'no-cache').send({ athletes: await timing.followed(request.params.id, request.query.bibs) }),
  );

  apiRoute(
    app,
    timingApi.finishAlert,
    async (request, reply) => reply.status(201).send({ message: await timing.alerts.request(request.params.id, request.params.bib, request.body.email) }),
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );
  apiRoute(app, timingApi.cancelFinishAlert, async (request) => ({ message: await timing.alerts.cancel(request.params.token) }));

  apiRoute(app, timingApi.board, async (request, reply) => {
    const board = await timing.board(request.params.id, request.query.modality, request.query.limit);
    return reply.header('cache-control', 'no-cache').send(board);
  });
}
