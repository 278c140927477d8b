import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fill, messages, resultsApi } from '@dorsal/core';
import { apiRoute } from '../../lib/http/api-route.ts';
import { acceptsGzip, sendPreparedJson } from '../../lib/http/prepared-json.ts';
import type { LinkOrigin } from '../../lib/link-origin.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { ResultsService } from './results.service.ts';
import type { createResultCertificates } from './result-certificate.ts';
import { resultsCsvStream } from './results-csv.ts';

interface Dependencies {
  results: ResultsService;
  events: Pick<EventsRepository, 'checkpoints'>;
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

export function registerResultRoutes(app: FastifyInstance, { results, events, renderCertificate, linkOrigin }: Dependencies) {
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

  apiRoute(app, resultsApi.place, async (request) =>
    results.place(request.params.id, request.params.bib, request.query.report, request.query.limit),
  );

  apiRoute(app, resultsApi.csv, async (request, reply) => {
    const { id } = request.params;
    const { modality } = request.query;
    await results.load(id); // a missing event answers 404 before the download starts
    const fileName = fill(messages.resultsPage.csvFileName, { event: modality ? `${id}-${modality}` : id })
      .normalize('NFD')
      .replace(/[^\w.-]/g, '');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'public, max-age=30')
      .send(resultsCsvStream({ results, events }, id, modality));
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
