import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam, idParams, safeText } from '@dorsal/core';
import type { LinkOrigin } from '../../lib/link-origin.ts';
import { parseInput } from '../../lib/validation.ts';
import type { ResultsService } from './results.service.ts';
import type { createResultCertificates } from './result-certificate.ts';

const modalityQuery = z.object({ modality: safeText().min(1).max(50).optional() });
const searchQuery = z.object({ q: safeText().max(100).default('') });
const bibParams = idParams.extend({ bib: idParam });
const certificateParams = bibParams.extend({ format: z.enum(['jpg', 'pdf']) });

interface Dependencies {
  results: ResultsService;
  renderCertificate: ReturnType<typeof createResultCertificates>;
  linkOrigin: LinkOrigin;
}

export function registerResultRoutes(app: FastifyInstance, { results, renderCertificate, linkOrigin }: Dependencies) {
  app.get('/api/events/:id/results', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { modality } = parseInput(modalityQuery, request.query);
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const answer = await results.listAnswer(id, modality, gzip);
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=5').header('vary', 'accept-encoding');
    if (gzip && answer.gzip) return reply.header('content-encoding', 'gzip').send(answer.gzip);
    return reply.send(answer.json);
  });

  app.get('/api/events/:id/results/winners', async (request) => {
    const { id } = parseInput(idParams, request.params);
    return { modalities: await results.winners(id) };
  });

  app.get('/api/events/:id/results/search', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { q } = parseInput(searchQuery, request.query);
    return { rows: await results.search(id, q) };
  });

  app.get('/api/events/:id/results/:bib', async (request) => {
    const { id, bib } = parseInput(bibParams, request.params);
    return { result: await results.detail(id, bib) };
  });

  app.get('/api/events/:id/results/:bib/certificate.:format', async (request, reply) => {
    const { id, bib, format } = parseInput(certificateParams, request.params);
    const { file, fileName, contentType } = await renderCertificate(id, bib, format, linkOrigin.forRequest(request));
    return reply
      .type(contentType)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'public, max-age=300')
      .send(file);
  });
}
