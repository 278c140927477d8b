import type { FastifyInstance } from 'fastify';
import { resultsApi } from '@dorsal/core';
import { apiRoute } from '../../lib/http/api-route.ts';
import { acceptsGzip, sendPreparedJson } from '../../lib/http/prepared-json.ts';
import type { LinkOrigin } from '../../lib/link-origin.ts';
import type { ResultsService } from './results.service.ts';
import type { createResultCertificates } from './result-certificate.ts';

interface Dependencies {
  results: ResultsService;
  renderCertificate: ReturnType<typeof createResultCertificates>;
  linkOrigin: LinkOrigin;
}

export function registerResultRoutes(app: FastifyInstance, { results, renderCertificate, linkOrigin }: Dependencies) {
  apiRoute(app, resultsApi.list, async (request, reply) => {
    const { id } = request.params;
    const { modality } = request.query;
    const gzip = acceptsGzip(request);
    return sendPreparedJson(reply, await results.listAnswer(id, modality, gzip), { gzip, cacheControl: 'public, max-age=5' });
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
