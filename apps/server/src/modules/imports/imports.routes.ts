import type { FastifyInstance, FastifyRequest } from 'fastify';
import { importsApi, messages } from '@dorsal/core';
import { AppError } from '../../lib/errors.ts';
import { readSingleFile } from '../../lib/uploads.ts';
import { apiRoute } from '../../lib/http/api-route.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { ImportsService, ReadUpload } from './imports.service.ts';

export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/** Reads the uploaded file; the service calls it only once the caller may import (nothing is buffered before). */
function uploadOf(request: FastifyRequest): ReadUpload {
  return async () => {
    const file = await readSingleFile(request, {
      maxBytes: IMPORT_MAX_BYTES,
      tooLargeMessage: messages.imports.fileTooLarge,
      accept: ({ fileName }) => {
        if (!/\.(csv|json|txt)$/i.test(fileName)) throw new AppError(400, 'unsupported_file', messages.imports.unsupportedFile);
      },
    });
    if (!file) throw new AppError(400, 'missing_file', messages.imports.missingFile);
    return file;
  };
}

export function registerImportRoutes(app: FastifyInstance, { imports, currentUser }: { imports: ImportsService; currentUser: CurrentUser }) {
  apiRoute(app, importsApi.results, async (request) => {
    const user = await currentUser.required(request);
    return imports.importResults(request.params.id, uploadOf(request), user);
  });

  apiRoute(app, importsApi.event, async (request, reply) => {
    const user = await currentUser.required(request);
    return reply.status(201).send(await imports.importEvent(uploadOf(request), user));
  });
}
