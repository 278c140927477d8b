import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fill, messages, resultsApi } from '@dorsal/core';
import { apiRoute } from '../../lib/http/api-route.ts';
import { acceptsGzip, sendPreparedJson } from '../../lib/http/prepared-json.ts';
import type { LinkOrigin } from '../../lib/link-origin.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { ResultsService } from './results.service.ts';
import type { createResultCertificates } from './result-certificate.ts';
import { resultsCsvStream } from './results-csv.ts';
import type { ResultsRepository } from './results.repository.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { RequireEventAccess } from '../events/event-access.ts';

interface Dependencies {
  results: ResultsService;
  events: Pick<EventsRepository, 'checkpoints'>;
  resultsRepository: Pick<ResultsRepository, 'streamByEvent'>;
  currentUser: CurrentUser;
  requireEventAccess: RequireEventAccess;
  renderCertificate: ReturnType<typeof createResultCertificates>;
  linkOrigin: LinkOrigin;
}

const PAGE_CACHE = 'public, max-age=5';

/** One ETag per results version: a page's URL names everything else it depends on. */
const etagOf = (version: number) => `W/"results-${version}"`;

function notModified(request: FastifyRequest, reply: FastifyReply, version: number): boolean {
  const etag = etagOf(version);
  reply.header('etag', etag);
  const asked = request.headers['if-none-match'];
  if (!asked || !asked.split(',').some((candidate) => candidate.trim() === etag)) return false;
  void reply.code(304).header('cache-control', PAGE_CACHE).header('vary', 'accept-encoding').send();
  return true;
}

const csvFileName = (name: string) => fill(messages.resultsPage.csvFileName, { event: name }).normalize('NFD').replace(/[^\w.-]/g, '');

function sendCsv(reply: FastifyReply, fileName: string, cacheControl: string, body: Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', cacheControl)
    .send(body);
}

export function registerResultRoutes(app: FastifyInstance, deps: Dependencies) {
  const { results, events, renderCertificate, linkOrigin } = deps;
  apiRoute(app, resultsApi.list, async (request, reply) => {
    const { id } = request.params;
    if (request.headers['if-none-match'] && notModified(request, reply, await results.currentVersion(id))) return reply;
    const { version, prepared } = await results.page(id, request.query);
    reply.header('etag', etagOf(version));
    const gzip = acceptsGzip(request);
    return sendPreparedJson(reply, prepared, { gzip, cacheControl: PAGE_CACHE });
  });

  apiRoute(app, resultsApi.position, async (request) => {
    const { modality, position, limit } = request.query;
    return results.atPosition(request.params.id, modality, position, limit);
  });

  apiRoute(app, resultsApi.mine, async (request) => ({
    bibs: await results.mine(request.params.id, (await deps.currentUser.required(request)).id),
  }));

  apiRoute(app, resultsApi.place, async (request) =>
    results.place(request.params.id, request.params.bib, request.query.report, request.query.limit),
  );

  apiRoute(app, resultsApi.csv, async (request, reply) => {
    const { id } = request.params;
    const { modality } = request.query;
    await results.load(id); // a missing event answers 404 before the download starts
    return sendCsv(reply, csvFileName(modality ? `${id}-${modality}` : String(id)), 'public, max-age=30', resultsCsvStream({ results, events }, id, modality));
  });

  apiRoute(app, resultsApi.exportCsv, async (request, reply) => {
    const { id } = request.params;
    await deps.requireEventAccess({ user: await deps.currentUser.required(request), eventId: id, allow: 'exportResults' });
    const everyRow = (eventId: number) => deps.resultsRepository.streamByEvent(eventId);
    return sendCsv(reply, csvFileName(`${id}-completo`), 'private, no-store', resultsCsvStream({ results, events }, id, undefined, everyRow));
  });

  apiRoute(app, resultsApi.winners, async (request) => ({ modalities: await results.winners(request.params.id) }));

  apiRoute(app, resultsApi.search, async (request) => ({ rows: await results.search(request.params.id, request.query.q) }));

  apiRoute(app, resultsApi.detail, async (request) => ({ result: await results.detail(request.params.id, request.params.bib) }));

  apiRoute(app, resultsApi.certificate, async (request, reply) => {
    const { id, bib, format } = request.params;
    const { file, fileName, contentType } = await renderCertificate(id, bib, format, linkOrigin.forRequest(request));
    return reply
      .type(contentType)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'public, max-age=300')
      .send(file);
  });
}
