import type { FastifyInstance } from 'fastify';
import { ACTIVITY_FILE_EXTENSIONS, ACTIVITY_FILE_MAX_BYTES, activityFilesApi, messages } from '@dorsal/core';
import { apiRoute } from '../../../lib/http/api-route.ts';
import { AppError } from '../../../lib/errors.ts';
import { readSingleFile } from '../../../lib/uploads.ts';
import type { ChallengesDeps } from '../challenges.deps.ts';
import { createActivityFilesService } from './activity-files.service.ts';

const w = messages.challengeWearables;
const noStore = { 'cache-control': 'no-store' };

/** /api/challenges/:id/me/activities…: step 2's evidence from an activity file; /api/me/training: FTP and zones. */
export function registerChallengeWearableRoutes(app: FastifyInstance, deps: Pick<ChallengesDeps, 'db' | 'currentUser'>) {
  const { currentUser } = deps;
  const files = createActivityFilesService(deps.db);

  apiRoute(app, activityFilesApi.upload, async (request, reply) => {
    const user = await currentUser.required(request);
    const wrongType = () => new AppError(400, 'wrong_activity_file', w.wrongType);
    const file = await readSingleFile(request, {
      maxBytes: ACTIVITY_FILE_MAX_BYTES,
      tooLargeMessage: w.tooLarge,
      accept: ({ fieldName, fileName }) => {
        if (fieldName !== 'activity') throw wrongType();
        if (!ACTIVITY_FILE_EXTENSIONS.some((extension) => fileName.toLowerCase().endsWith(extension))) throw wrongType();
      },
    });
    if (!file) throw new AppError(400, 'missing_activity_file', w.missingFile);
    return reply.status(201).send({ activity: await files.upload(request.params.challengeId, user, file.fileName, file.data) });
  });
  apiRoute(app, activityFilesApi.list, async (request, reply) =>
    reply.headers(noStore).send({ activities: await files.list(request.params.challengeId, await currentUser.required(request)) }),
  );
  apiRoute(app, activityFilesApi.apply, async (request) => ({
    participant: await files.apply(request.params.challengeId, await currentUser.required(request), request.params.activityId),
  }));
  apiRoute(app, activityFilesApi.training, async (request, reply) => reply.headers(noStore).send(await files.training((await currentUser.required(request)).id)));
  apiRoute(app, activityFilesApi.saveTraining, async (request) => files.saveTraining((await currentUser.required(request)).id, request.body.ftpWatts));
}
