import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { idParam, MAX_PHOTO_BYTES, messages, photoTooLargeMessage, photoUploadsPath } from '@dorsal/core';
import { notFound } from '../../lib/errors.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import { UploadRefused, type PhotoUploadService } from './photo-upload.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The tus routes in the API contract (/api/docs): tus 1.0.0 answers with headers only (Location, Upload-Offset…). */
function tusSchema(params: readonly string[]) {
  const headersOnly = (description: string) => z.string().max(0).describe(`${description}; cuerpo vacío`);
  return {
    summary: params.includes('uploadId')
      ? 'Protocolo tus 1.0.0: el avance de una subida de foto (HEAD), sus bytes siguientes (PATCH) o su cancelación (DELETE)'
      : 'Protocolo tus 1.0.0: crea la subida de una foto de un lote (POST, metadatos batchId y filename)',
    tags: ['fotos'],
    params: z.object(Object.fromEntries(params.map((name) => [name, z.string()]))),
    response: {
      200: headersOnly('Avance de la subida en Upload-Offset (HEAD)'),
      201: headersOnly('Subida creada: su dirección en Location'),
      204: headersOnly('Bytes recibidos (PATCH), subida cancelada (DELETE) u opciones del protocolo (OPTIONS)'),
    },
  };
}

/** Ids of unfinished uploads: the event they belong to, then random hex (checked against the route's event). */
const uploadIdPattern = /^e(\d+)-[0-9a-f]{32}$/;

interface Caller {
  eventId: number;
  userId: string;
}

/**
 * The tus endpoint of race photos (`/api/manage/events/:id/photos/uploads[/:uploadId]`): tus-js-client creates an
 * upload (POST), asks how much arrived (HEAD) and sends the rest (PATCH), so a cut connection or a reloaded page
 * resumes a file where it stopped. Every request passes the events policy first (editEvent); an upload id names its
 * event. Unfinished uploads wait on the local disk (`DATA_DIR/photo-uploads`) and are swept after 7 days.
 */
export function registerPhotoUploadRoutes(
  app: FastifyInstance,
  deps: { uploads: PhotoUploadService; currentUser: CurrentUser; requireEventAccess: RequireEventAccess; dataDir: string },
) {
  const directory = path.join(deps.dataDir, 'photo-uploads');
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: 7 * DAY_MS });
  const callers = new WeakMap<Request, Caller>();
  const callerOf = (req: Request) => callers.get(req)!;

  const refusal = (error: unknown) => (error instanceof UploadRefused ? { status_code: error.status_code, body: error.body } : error);
  const options: ConstructorParameters<typeof Server>[0] = {
    path: '/api/manage/events/photos/uploads',
    datastore,
    maxSize: MAX_PHOTO_BYTES,
    relativeLocation: true,
    generateUrl: (req, { id }) => `${photoUploadsPath(callerOf(req as unknown as Request).eventId)}/${id}`,
    getFileIdFromRequest: (_req, lastPath) => (lastPath && uploadIdPattern.test(lastPath) ? lastPath : undefined),
    namingFunction: (req) => `e${callerOf(req as unknown as Request).eventId}-${randomBytes(16).toString('hex')}`,
    onUploadCreate: async (req, upload) => {
      try {
        await deps.uploads.checkNewUpload(callerOf(req as unknown as Request).eventId, upload.metadata ?? {}, upload.size);
      } catch (error) {
        throw refusal(error);
      }
      return {};
    },
    onUploadFinish: async (req, upload) => {
      const { eventId, userId } = callerOf(req as unknown as Request);
      try {
        await deps.uploads.receive(eventId, userId, { path: path.join(directory, upload.id), metadata: upload.metadata ?? {} });
      } catch (error) {
        throw refusal(error);
      }
      // The bytes now live in the storage port; the tus copy goes (the upload's HEAD answers 404 from now on).
      setImmediate(() => void datastore.remove(upload.id).catch(() => undefined));
      return {};
    },
    onResponseError: (_req, error) => {
      if ('status_code' in error && error.status_code === 413) return { status_code: 413, body: photoTooLargeMessage };
      return undefined;
    },
  };
  const tus = new Server(options);

  async function handle(request: FastifyRequest<{ Params: { id: string; uploadId?: string } }>, reply: FastifyReply) {
    const eventId = idParam.parse(request.params.id);
    const user = await deps.currentUser.required(request);
    await deps.requireEventAccess({ user, eventId, allow: 'editEvent' });
    const uploadId = request.params.uploadId;
    if (uploadId !== undefined && uploadIdPattern.exec(uploadId)?.[1] !== String(eventId)) throw notFound(messages.photos.notFound);

    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    const hasBody = request.method === 'PATCH' || (request.method === 'POST' && Number(request.headers['content-length'] ?? 0) > 0);
    const webRequest = new Request(`http://${request.hostname}${request.url}`, {
      method: request.method,
      headers,
      ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    callers.set(webRequest, { eventId, userId: user.id });
    const response = await tus.handleWeb(webRequest);
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') void reply.header(name, value);
    });
    reply.header('cache-control', 'no-store');
    return reply.send(Buffer.from(await response.arrayBuffer()));
  }

  void app.register(async (scope) => {
    // tus bodies are read by the tus server itself, as a stream.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;
    scope.route({ method: [...methods], url: '/api/manage/events/:id/photos/uploads', schema: tusSchema(['id']), handler: handle });
    scope.route({ method: [...methods], url: '/api/manage/events/:id/photos/uploads/:uploadId', schema: tusSchema(['id', 'uploadId']), handler: handle });
  });

  return { sweepExpired: () => tus.cleanUpExpiredUploads() };
}
