import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineRoute } from '@dorsal/core';
import { registerErrorHandler } from '../error-handler.ts';
import { registerApiContract } from './api-docs.ts';
import { apiRoute } from './api-route.ts';

const profile = defineRoute({
  method: 'POST',
  path: '/api/test/:id',
  summary: 'prueba',
  tag: 'prueba',
  access: 'public',
  params: z.object({ id: z.coerce.number().int() }),
  body: z.object({ name: z.string().min(1, 'Campo requerido') }),
  response: { 200: z.object({ id: z.number(), name: z.string() }) },
});

async function appWithRoute() {
  const app = Fastify();
  registerErrorHandler(app);
  await registerApiContract(app, { publicUrl: undefined });
  apiRoute(app, profile, async (request) => ({ id: request.params.id, name: request.body.name, passwordHash: 'secreto' }) as { id: number; name: string });
  await app.ready();
  return app;
}

describe('apiRoute', () => {
  it('answers only what the response schema names', async () => {
    const app = await appWithRoute();
    const answer = await app.inject({ method: 'POST', url: '/api/test/7', payload: { name: 'Ana' } });
    expect(answer.json()).toEqual({ id: 7, name: 'Ana' });
    await app.close();
  });

  it('refuses a body that breaks its schema with the schema’s message per field, and never calls the handler', async () => {
    const app = await appWithRoute();
    const answer = await app.inject({ method: 'POST', url: '/api/test/7', payload: { name: '' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: { code: 'validation', message: 'Campo requerido', fields: { name: 'Campo requerido' } } });
    await app.close();
  });
});
