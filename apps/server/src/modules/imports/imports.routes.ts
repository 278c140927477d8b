import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, messages } from '@dorsal/core';
import { AppError } from '../../lib/errors.ts';
import { readSingleFile } from '../../lib/uploads.ts';
import { parseInput } from '../../lib/validation.ts';
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
  app.post('/api/events/:id/results/import', async (request) => {
    const user = await currentUser.required(request);
    const { id } = parseInput(idParams, request.params);
    return imports.importResults(id, uploadOf(request), user);
  });

  app.post('/api/events/import', async (request, reply) => {
    const user = await currentUser.required(request);
    return reply.status(201).send(await imports.importEvent(uploadOf(request), user));
  });
}
