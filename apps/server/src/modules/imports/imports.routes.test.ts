import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { messages } from '@dorsal/core';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { multipartFile } from '../../test/multipart.ts';
import { testDatabases } from '../../test/test-app.ts';
import { allResultRows } from '../../test/result-pages.ts';

const legacyFixture = fs.readFileSync(
  path.join(import.meta.dirname, '../../../../../packages/core/src/imports/fixtures/legacy-event.json'),
);

const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);

describe.each(testDatabases)('results import on %s', (kind) => {
  let t: SignedInDemoApp;
  let organizer: string;
  let admin: string;
  let stranger: string;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    ({ organizer, admin, stranger } = t.cookies);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const upload = (url: string, cookie: string, name: string, data: Buffer) => {
    const { payload, headers } = multipartFile('file', name, name.endsWith('.json') ? 'application/json' : 'text/csv', data);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
  };
  const snapshot = async () => ({
    results: (await t.db.selectFrom('results').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
    events: (await t.db.selectFrom('events').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
    sum: (await t.db.selectFrom('results').select(sql<number>`coalesce(sum(official_time_ms), 0)`.as('n')).executeTakeFirstOrThrow()).n,
  });

  it('imports a CSV into an event, creating modalities and checkpoints, and ranks it', async () => {
    const eventId = t.demo.events['valle-bravo']!;
    const url = `/api/events/${eventId}/results/import`;
    const file = csv([
      'numero;nombre;modalidad;rama;categoria;tiempo_oficial;parcial_2;dnf;borrado',
      '7;Ana Pérez Núñez;MF;F;LIB;02:45:10;01:22:00;;',
      '8;"Lucía ""La Flecha"" Ramírez";MF;F;LIB;02:41:02;01:20:30;;',
      '9;Jorge Ávila;MF;V;MAS;;01:25:00;1;',
      '10;Raúl Ortiz;MF;M;MAS;02:39:59;01:19:00;;1',
    ]);
    const response = await upload(url, organizer, 'resultados.csv', file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: 4 });

    const rows = await allResultRows(t.app, `/api/events/${eventId}/results?modality=MF`);
    expect(rows.map((row: { bib: number; overallPosition: number }) => [row.bib, row.overallPosition])).toEqual([
      [8, 1],
      [7, 2],
      [9, 0],
      [10, 0],
    ]);
    expect(rows[1]!.splits).toEqual([{ controlCode: 2001, time: '01:22:00' }]);
  });

  it('imports nothing from a CSV with errors and lists every bad line in Spanish', async () => {
    const before = await snapshot();
    const url = `/api/events/${t.demo.events.past}/results/import`;
    const file = csv([
      'numero,nombre,modalidad,rama,categoria,tiempo_oficial',
      '1001,Nombre Cambiado,5K,F,LIB,00:20:00',
      '12a,Sin Número,5K,F,LIB,00:21:00',
      '1002,Tiempo Malo,5K,F,LIB,1:61:00',
      '1003,Rama Rara,5K,X,LIB,00:22:00',
      '1003,Repetido,5K,F,LIB,00:23:00',
    ]);
    const response = await upload(url, organizer, 'resultados.csv', file);
    expect(response.statusCode).toBe(422);
    const { error } = response.json();
    expect(error.code).toBe('invalid_file');
    expect(error.message).toBe(messages.imports.invalidFile);
    expect(error.problems.map((p: { row: number }) => p.row)).toEqual(expect.arrayContaining([3, 4, 5, 6]));
    for (const problem of error.problems) expect(problem.message).toMatch(/[a-záéíóúñ]/);
    expect(await snapshot()).toEqual(before);
    const still = (await t.app.inject({ url: `/api/events/${t.demo.events.past}/results/1001` })).json().result;
    expect(still.name).not.toBe('Nombre Cambiado');
  });

  it('refuses imports from people who do not run the event, as if it did not exist', async () => {
    const file = csv(['numero,nombre,modalidad,rama,categoria', '1,A,10K,F,LIB']);
    const response = await upload(`/api/events/${t.demo.events.past}/results/import`, stranger, 'r.csv', file);
    expect(response.statusCode).toBe(404);
    const unsupported = await upload(`/api/events/${t.demo.events.past}/results/import`, organizer, 'r.xlsx', Buffer.from('PK'));
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().error.message).toBe(messages.imports.unsupportedFile);
  });

  /** A multipart upload of `megabytes` produced lazily, counting the bytes the server pulled. */
  function streamedUpload(url: string, cookie: string, fileName: string, megabytes: number) {
    const boundary = '----dorsalstream';
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const pulled = { bytes: 0 };
    async function* body() {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`);
      for (let i = 0; i < megabytes * 16; i += 1) {
        pulled.bytes += chunk.length;
        yield chunk;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie };
    return { pulled, response: t.app.inject({ method: 'POST', url, headers, payload: Readable.from(body(), { objectMode: false }) }) };
  }

  it('checks who may import before reading the upload: a 20 MB file from someone else is not read', async () => {
    const results = streamedUpload(`/api/events/${t.demo.events.past}/results/import`, stranger, 'resultados.csv', 20);
    expect((await results.response).statusCode).toBe(404);
    expect(results.pulled.bytes).toBeLessThan(1024 * 1024);
    const event = streamedUpload('/api/events/import', organizer, 'evento.json', 20);
    expect((await event.response).statusCode).toBe(403);
    expect(event.pulled.bytes).toBeLessThan(1024 * 1024);
  });

  it('refuses a file over 50 MB with its own message', async () => {
    const before = await snapshot();
    const { response } = streamedUpload(`/api/events/${t.demo.events.past}/results/import`, organizer, 'resultados.csv', 51);
    expect((await response).statusCode).toBe(413);
    expect((await response).json().error).toEqual({ code: 'file_too_large', message: messages.imports.fileTooLarge });
    expect(await snapshot()).toEqual(before);
  });

  it('creates a whole event from the previous platform export (admins only)', async () => {
    const denied = await upload('/api/events/import', organizer, 'evento.json', legacyFixture);
    expect(denied.statusCode).toBe(403);

    const response = await upload('/api/events/import', admin, 'evento.json', legacyFixture);
    expect(response.statusCode, response.body).toBe(201);
    const { event, imported } = response.json();
    expect(imported).toBeGreaterThan(5);
    const detail = (await t.app.inject({ url: `/api/events/${event.id}`, headers: { cookie: admin } })).json().event;
    expect(detail.canManage).toBe(true);
    expect(detail.modalities.length).toBeGreaterThanOrEqual(2);
    const rows = await allResultRows(t.app, `/api/events/${event.id}/results`);
    expect(rows.some((row: { overallPosition: number }) => row.overallPosition === 1)).toBe(true);
  });

  it('re-imports a legacy export into its event and every row keeps a known category', async () => {
    const created = await upload('/api/events/import', admin, 'evento.json', legacyFixture);
    const eventId = created.json().event.id;
    const again = await upload(`/api/events/${eventId}/results/import`, admin, 'evento.json', legacyFixture);
    expect(again.statusCode, again.body).toBe(200);
    const rows = (await allResultRows(t.app, `/api/events/${eventId}/results`)) as { categoryCode: string; modalityCode: string; branch: string }[];
    const detail = (await t.app.inject({ url: `/api/events/${eventId}` })).json().event;
    const categories = await t.db
      .selectFrom('categories')
      .innerJoin('modalities', 'modalities.id', 'categories.modalityId')
      .select(['modalities.code as modality', 'categories.branch', 'categories.code'])
      .where('modalities.eventId', '=', eventId)
      .execute();
    const known = new Set(categories.map((c) => `${c.modality}/${c.branch}/${c.code}`));
    for (const row of rows) expect(known.has(`${row.modalityCode}/${row.branch}/${row.categoryCode}`), JSON.stringify(row)).toBe(true);
    expect(detail.modalities.length).toBeGreaterThanOrEqual(2);
  });

  it('creates nothing from a broken export', async () => {
    const before = await snapshot();
    const notJson = await upload('/api/events/import', admin, 'evento.json', Buffer.from('{"detalleEvento": '));
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json().error.problems[0].message).toBe(messages.imports.notJson);
    const wrongShape = await upload('/api/events/import', admin, 'evento.json', Buffer.from('{"hola": 1}'));
    expect(wrongShape.statusCode).toBe(422);
    expect(wrongShape.json().error.problems.length).toBeGreaterThan(0);
    const broken = JSON.parse(legacyFixture.toString());
    const firstKey = Object.keys(broken.resultados)[0]!;
    broken.resultados[firstKey].num = 'abc';
    const badRow = await upload('/api/events/import', admin, 'evento.json', Buffer.from(JSON.stringify(broken)));
    expect(badRow.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });
});
