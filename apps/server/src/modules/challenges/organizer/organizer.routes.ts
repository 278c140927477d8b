import type { FastifyInstance, FastifyReply } from 'fastify';
import { challengeOrganizerApi as api } from '@dorsal/core';
import { apiRoute } from '../../../lib/http/api-route.ts';
import { readImageUpload } from '../../../lib/images.ts';
import type { ChallengesDeps } from '../challenges.deps.ts';
import { createAccessCodesService } from './access-codes.service.ts';
import { createChallengeParticipantsService } from './participants.service.ts';
import { createChallengeSettingsService } from './challenge-settings.service.ts';
import { createChallengeStaffService } from './challenge-staff.service.ts';
import { challengePhotoUpload, storeChallengeAudio } from './challenge-uploads.ts';
import { createChallengeOrganizerRepository } from './organizer.repository.ts';

const sendCsv = (reply: FastifyReply, { fileName, body }: { fileName: string; body: string }) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(body);

/** /api/manage/challenges…: the organizer's dashboard, configuration, access codes, participants, staff and exports; /api/admin/challenges… for the platform admin. */
export function registerChallengeOrganizerRoutes(app: FastifyInstance, { db, storage, currentUser, baseUrl }: ChallengesDeps): void {
  const repository = createChallengeOrganizerRepository(db);
  const settings = createChallengeSettingsService({ db, storage, repository });
  const codes = createAccessCodesService({ db, repository, baseUrl });
  const participants = createChallengeParticipantsService({ db, repository });
  const staff = createChallengeStaffService({ db, repository });
  const user = (request: Parameters<typeof currentUser.required>[0]) => currentUser.required(request);

  apiRoute(app, api.mine, async (request, reply) => reply.header('cache-control', 'no-store').send(await settings.mine(await user(request))));
  apiRoute(app, api.create, async (request, reply) => reply.status(201).send(await settings.create(await user(request), request.body)));
  apiRoute(app, api.config, async (request, reply) => reply.header('cache-control', 'no-store').send(await settings.config(await user(request), request.params.challengeId)));
  apiRoute(app, api.update, async (request) => settings.update(await user(request), request.params.challengeId, request.body));
  apiRoute(app, api.toggle, async (request) => settings.toggle(await user(request), request.params.challengeId, request.body));
  apiRoute(app, api.uploadPhoto, async (request) => {
    const account = await user(request);
    return settings.uploadPhoto(account, request.params.challengeId, await readImageUpload(request, challengePhotoUpload));
  });
  apiRoute(app, api.uploadAudio, async (request) => {
    const { challengeId, kind } = request.params;
    return settings.uploadAudio(await user(request), challengeId, kind, () => storeChallengeAudio(request, storage, challengeId, kind));
  });
  apiRoute(app, api.removeAudio, async (request) => settings.removeAudio(await user(request), request.params.challengeId, request.params.kind));

  apiRoute(app, api.codes, async (request, reply) => reply.header('cache-control', 'no-store').send(await codes.list(await user(request), request.params.challengeId, request.query.all === 'true')));
  apiRoute(app, api.generateCodes, async (request, reply) => reply.status(201).send(await codes.generate(await user(request), request.params.challengeId, request.body)));
  apiRoute(app, api.toggleCode, async (request) => codes.toggle(await user(request), request.params.challengeId, request.params.code, request.body.active));
  apiRoute(app, api.codesCsv, async (request, reply) => sendCsv(reply, await codes.csv(await user(request), request.params.challengeId)));

  apiRoute(app, api.participants, async (request, reply) => reply.header('cache-control', 'no-store').send(await participants.list(await user(request), request.params.challengeId, request.query.page)));
  apiRoute(app, api.participantsCsv, async (request, reply) => sendCsv(reply, await participants.csv(await user(request), request.params.challengeId)));

  apiRoute(app, api.staff, async (request) => staff.list(await user(request), request.params.challengeId));
  apiRoute(app, api.addStaff, async (request) => staff.add(await user(request), request.params.challengeId, request.body.email));
  apiRoute(app, api.removeStaff, async (request) => staff.remove(await user(request), request.params.challengeId, request.params.userId));

  apiRoute(app, api.photoConfig, async (request) => settings.photoConfig(await user(request), request.params.challengeId, request.body));
  apiRoute(app, api.categories, async (request) => settings.categories(await user(request), request.params.challengeId, request.body));
  apiRoute(app, api.form, async (request) => settings.form(await user(request), request.params.challengeId, request.body));

  apiRoute(app, api.adminList, async (request, reply) => reply.header('cache-control', 'no-store').send(await participants.adminList(await user(request))));
  apiRoute(app, api.adminParticipants, async (request, reply) => reply.header('cache-control', 'no-store').send(await participants.adminParticipants(await user(request), request.params.challengeId, request.query.page)));
}
