import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eventStatuses, idParams, MAX_INT32 } from '@dorsal/core';
import { parseInput } from '../../lib/validation.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { EventsService } from './events.service.ts';

const listQuery = z.object({
  status: z.enum(eventStatuses).default('registration'),
  offset: z.coerce.number().int().min(0).max(MAX_INT32).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const statusBody = z.object({ status: z.enum(eventStatuses, { error: 'Estado inválido' }) });

export function registerEventRoutes(app: FastifyInstance, { events, currentUser }: { events: EventsService; currentUser: CurrentUser }) {
  app.get('/api/events', async (request) => events.listPublic(parseInput(listQuery, request.query)));

  app.get('/api/events/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    return { event: await events.getDetail(id, await currentUser.optional(request)) };
  });

  app.get('/api/manage/events', async (request) => ({ events: await events.listManaged(await currentUser.required(request)) }));

  app.patch('/api/events/:id/status', async (request) => {
    const user = await currentUser.required(request);
    const { id } = parseInput(idParams, request.params);
    const { status } = parseInput(statusBody, request.body);
    return { event: await events.changeStatus(id, status, user) };
  });
}
