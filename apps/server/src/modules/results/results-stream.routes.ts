import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/http/api-route.ts';
import { notFound } from '../../lib/errors.ts';
import type { Realtime } from '../../lib/realtime/index.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import { resultsApi } from '@dorsal/core';
import { resultsTopic, type ResultsChanged } from './results-topic.ts';

/** `GET /api/events/:id/results/stream`: SSE of the event's results version (snapshot first, then each change). */
export function registerResultStreamRoutes(app: FastifyInstance, { events, realtime }: { events: EventsRepository; realtime: Realtime }) {
  const current = async (id: number): Promise<ResultsChanged> => {
    const version = await events.resultsVersion(id);
    if (version === null) throw notFound();
    return { version };
  };

  apiRoute(app, resultsApi.stream, async (request, reply) => {
    const { id } = request.params;
    await current(id);
    return realtime.stream(request, reply, { topic: resultsTopic(id), initial: () => current(id) });
  });
}
