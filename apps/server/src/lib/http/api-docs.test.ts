import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describe('the API contract published at /api/docs', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const answer = await t.app.inject({ url: '/api/docs/json' });
    expect(answer.statusCode).toBe(200);
    paths = answer.json().paths;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, path, operation })));

  it('serves a readable page', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('describes every route: its path parameters and a schema for its success answer', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(30);
    for (const { key, path, operation } of all) {
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
      expect(success.length, key).toBeGreaterThan(0);
      for (const [status, response] of success) {
        if (status === '204') continue;
        expect(Object.values(response.content ?? {}).some((media) => media.schema !== undefined), `${key} ${status}`).toBe(true);
      }
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const described = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      expect(described.sort(), key).toEqual(pathParams.sort());
    }
  });

  it('refuses a bad id with a Spanish validation answer', async () => {
    const answer = await t.app.inject({ url: '/api/events/abc' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({ code: 'validation' });
    expect(answer.json().error.fields).toHaveProperty('id');
  });
});
