import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { multipartFile } from '../../test/multipart.ts';
import { openSse } from '../../test/sse-client.ts';
import { testDatabases } from '../../test/test-app.ts';

describe.each(testDatabases)('results stream on %s', (kind) => {
  let t: SignedInDemoApp;
  let base: string;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('sends the results version, then the new version when an import commits', async () => {
    const eventId = t.demo.events['valle-bravo']!;
    const { resultsVersion } = await t.db.selectFrom('events').select('resultsVersion').where('id', '=', eventId).executeTakeFirstOrThrow();
    const stream = openSse(`${base}/api/events/${eventId}/results/stream`);
    await stream.until(() => stream.events.length === 1);
    expect(stream.events[0]).toMatchObject({ event: 'snapshot', data: JSON.stringify({ version: resultsVersion }) });

    const csv = Buffer.from('numero,nombre,modalidad,rama,categoria,tiempo_oficial\r\n7,Ana Pérez,MF,F,LIB,02:45:10\r\n');
    const { payload, headers } = multipartFile('file', 'resultados.csv', 'text/csv', csv);
    const imported = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/results/import`, payload, headers: { ...headers, cookie: t.cookies.organizer } });
    expect(imported.statusCode, imported.body).toBe(200);
    await stream.until(() => stream.events.length === 2);
    expect(stream.messages()).toEqual([{ version: resultsVersion + 1 }]);
    stream.close();
  });

  it('answers 404 for an event that does not exist', async () => {
    const response = await fetch(`${base}/api/events/999999/results/stream`);
    expect(response.status).toBe(404);
  });
});
