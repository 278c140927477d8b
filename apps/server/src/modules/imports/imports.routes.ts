import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@dorsal/core';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import { idParams as eventIdParams } from '@dorsal/core';
import type { ImportsService, UploadedFile } from './imports.service.ts';

export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError(400, 'missing_file', messages.imports.missingFile);
  const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
  if (!file) throw new AppError(400, 'missing_file', messages.imports.missingFile);
  if (!/\.(csv|json|txt)$/i.test(file.filename)) {
    file.file.resume();
    throw new AppError(400, 'unsupported_file', messages.imports.unsupportedFile);
  }
  return { fileName: file.filename, data: await file.toBuffer() };
}

export function registerImportRoutes(app: FastifyInstance, { imports, currentUser }: { imports: ImportsService; currentUser: CurrentUser }) {
  app.post('/api/events/:id/results/import', async (request) => {
    const user = await currentUser.required(request);
    const { id } = parseInput(eventIdParams, request.params);
    return imports.importResults(id, await readUpload(request), user);
  });

  app.post('/api/events/import', async (request, reply) => {
    const user = await currentUser.required(request);
    return reply.status(201).send(await imports.importEvent(await readUpload(request), user));
  });
}
