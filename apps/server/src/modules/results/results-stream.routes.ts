import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validation.ts';
import { notFound } from '../../lib/errors.ts';
import type { Realtime } from '../../lib/realtime/index.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import { idParams } from '@dorsal/core';
import { resultsTopic, type ResultsChanged } from './results-topic.ts';

/** `GET /api/events/:id/results/stream`: SSE of the event's results version (snapshot first, then each change). */
export function registerResultStreamRoutes(app: FastifyInstance, { events, realtime }: { events: EventsRepository; realtime: Realtime }) {
  const current = async (id: number): Promise<ResultsChanged> => {
    const version = await events.resultsVersion(id);
    if (version === null) throw notFound();
    return { version };
  };

  app.get('/api/events/:id/results/stream', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    await current(id);
    return realtime.stream(request, reply, { topic: resultsTopic(id), initial: () => current(id) });
  });
}
