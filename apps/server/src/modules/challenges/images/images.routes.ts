import type { FastifyInstance, FastifyReply } from 'fastify';
import { challengeImagesApi, fill, imageFileName } from '@dorsal/core';
import { apiRoute } from '../../../lib/http/api-route.ts';
import { readImageUpload } from '../../../lib/images.ts';
import type { ChallengesDeps } from '../challenges.deps.ts';
import { createChallengeAccess } from '../challenge-access.ts';
import { challengeImageUploads } from './image-uploads.ts';
import { createChallengeImagesRepository } from './images.repository.ts';
import { createChallengeImagesService, type ImageFile } from './images.service.ts';

/** attachment with an ASCII name for old clients and the accented one (RFC 5987) for the rest. */
export function contentDisposition({ pattern, values, extension }: ImageFile['name']): string {
  const ascii = imageFileName(pattern, values, extension);
  const accented = `${fill(pattern, values).trim().replace(/\s+/g, '-')}.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(accented)}`;
}

function sendFile(reply: FastifyReply, image: ImageFile) {
  return reply.type(image.contentType).header('content-disposition', contentDisposition(image.name)).header('cache-control', 'private, no-store').send(image.file);
}

/** The challenge's images: certificate, race number, medal and the photo tools, previewed and downloaded. */
export function registerChallengeImageRoutes(app: FastifyInstance, deps: ChallengesDeps): void {
  const { currentUser } = deps;
  const images = createChallengeImagesService({
    db: deps.db,
    storage: deps.storage,
    repository: createChallengeImagesRepository(deps.db),
    requireChallengeAccess: createChallengeAccess(deps.db),
  });

  apiRoute(app, challengeImagesApi.get, async (request, reply) =>
    reply.header('cache-control', 'no-store').send({ images: await images.get(await currentUser.required(request), request.params.id) }),
  );
  apiRoute(app, challengeImagesApi.saveCertificate, async (request) => ({
    images: await images.save(await currentUser.required(request), request.params.id, 'certificate', request.body),
  }));
  apiRoute(app, challengeImagesApi.saveRaceNumber, async (request) => ({
    images: await images.save(await currentUser.required(request), request.params.id, 'raceNumber', request.body),
  }));
  apiRoute(app, challengeImagesApi.saveMedal, async (request) => ({
    images: await images.save(await currentUser.required(request), request.params.id, 'medal', request.body),
  }));
  apiRoute(app, challengeImagesApi.uploadImage, async (request) => {
    const user = await currentUser.required(request);
    const { id, kind } = request.params;
    return { images: await images.uploadImage(user, id, kind, await readImageUpload(request, challengeImageUploads[kind])) };
  });
  apiRoute(app, challengeImagesApi.removeImage, async (request) => ({
    images: await images.removeImage(await currentUser.required(request), request.params.id, request.params.kind),
  }));
  apiRoute(app, challengeImagesApi.preview, async (request, reply) => {
    const jpeg = await images.preview(await currentUser.required(request), request.params.id, request.params.kind);
    return reply.type('image/jpeg').header('cache-control', 'private, no-store').send(jpeg);
  });

  apiRoute(app, challengeImagesApi.status, async (request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: await images.status(await currentUser.required(request), request.params.id, request.params.userId) }),
  );
  apiRoute(app, challengeImagesApi.certificate, async (request, reply) => {
    const { id, userId, format } = request.params;
    return sendFile(reply, await images.certificate(await currentUser.required(request), id, userId, format));
  });
  apiRoute(app, challengeImagesApi.raceNumber, async (request, reply) =>
    sendFile(reply, await images.raceNumber(await currentUser.required(request), request.params.id, request.params.userId)),
  );
  apiRoute(app, challengeImagesApi.medal, async (request, reply) =>
    sendFile(reply, await images.medal(await currentUser.required(request), request.params.id, request.params.userId)),
  );
  apiRoute(app, challengeImagesApi.photoTool, async (request, reply) => {
    const { id, userId, photo, tool } = request.params;
    return sendFile(reply, await images.photoTool(await currentUser.required(request), id, userId, photo, tool));
  });
}
