import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResultsCsv, resultReportKinds, type ResultsPage } from '@dorsal/core';
import { createDemoApp, type DemoApp } from '../../test/demo-app.ts';
import { testDatabases } from '../../test/test-app.ts';
import { publish } from '../../lib/realtime/index.ts';
import { resultsTopic } from './results-topic.ts';

describe.each(testDatabases)('results pages on %s', (kind) => {
  let t: DemoApp;
  let base: string;
  beforeAll(async () => {
    t = await createDemoApp(kind);
    base = `/api/events/${t.demo.events.past}/results`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const page = async (query: string) => {
    const answer = await t.app.inject({ url: `${base}?${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ResultsPage>();
  };

  it('answers 50 rows by default with the total, and never drops or repeats a runner across pages of any size', async () => {
    const first = await page('modality=10K');
    expect(first).toMatchObject({ modalityCode: '10K', report: 'general', total: 90, offset: 0, limit: 50 });
    expect(first.rows).toHaveLength(50);
    for (const report of resultReportKinds) {
      const whole = await page(`modality=10K&report=${report}&limit=200`);
      expect(whole.rows).toHaveLength(90);
      for (const limit of [1, 7, 50]) {
        const bibs: number[] = [];
        for (let offset = 0; offset < whole.total; offset += limit) {
          const next = await page(`modality=10K&report=${report}&offset=${offset}&limit=${limit}`);
          expect(next.groups).toEqual(whole.groups);
          bibs.push(...next.rows.map((row) => row.bib));
        }
        expect(bibs).toEqual(whole.rows.map((row) => row.bib));
      }
    }
    expect((await page('modality=10K&offset=90')).rows).toEqual([]);
  });

  it('lays the branch and category reports out in groups that cover every row once', async () => {
    const byBranch = await page('modality=10K&report=branch&limit=200');
    expect(byBranch.groups.map((group) => [group.branch, group.categoryCode])).toEqual([
      ['F', null],
      ['M', null],
    ]);
    const byCategory = await page('modality=10K&report=category&limit=200');
    let next = 0;
    for (const group of byCategory.groups) {
      expect(group.start).toBe(next);
      const members = byCategory.rows.slice(group.start, group.start + group.count);
      expect(members.every((row) => row.branch === group.branch && (row.rankedCategoryCode || row.categoryCode) === group.categoryCode)).toBe(true);
      const positions = members.map((row) => row.categoryPosition).filter((position) => position > 0);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      next += group.count;
    }
    expect(next).toBe(90);
    expect(byCategory.groups[0]!.categoryCode).toBe('ABS');
  });

  it('filters by branch and category', async () => {
    const women = await page('modality=10K&branch=F&limit=200');
    expect(women.total).toBeGreaterThan(0);
    expect(women.rows.every((row) => row.branch === 'F')).toBe(true);
    const category = women.rows.find((row) => row.rankedCategoryCode && row.rankedCategoryCode !== 'ABS')!.rankedCategoryCode;
    const inCategory = await page(`modality=10K&report=category&branch=F&category=${category}&limit=200`);
    expect(inCategory.rows.every((row) => row.branch === 'F' && (row.rankedCategoryCode || row.categoryCode) === category)).toBe(true);
  });

  it('refuses bad paging and filters with a Spanish 400', async () => {
    const cases: [string, string][] = [
      ['modality=10K&limit=0', 'El tamaño de página debe ser un número entero de 1 a 200'],
      ['modality=10K&limit=201', 'El tamaño de página debe ser un número entero de 1 a 200'],
      ['modality=10K&limit=abc', 'El tamaño de página debe ser un número entero de 1 a 200'],
      ['modality=10K&offset=-1', 'El inicio de la página debe ser un número entero de 0 en adelante'],
      ['modality=10K&offset=1.5', 'El inicio de la página debe ser un número entero de 0 en adelante'],
      ['modality=10K&report=podio', 'El reporte debe ser general, rama (branch) o categoría (category)'],
      ['modality=10K&branch=X', 'La rama debe ser F o M'],
      ['report=branch', 'Elige una modalidad para este reporte'],
      ['modality=99K', 'La modalidad «99K» no existe en este evento'],
      ['modality=10K&report=category&category=NOPE', 'La categoría «NOPE» no existe en esta modalidad'],
    ];
    for (const [query, message] of cases) {
      const answer = await t.app.inject({ url: `${base}?${query}` });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error.message, query).toBe(message);
    }
  });

  it('tells where a runner falls in each report, in agreement with the pages', async () => {
    const general = await page('modality=10K&limit=200');
    const runner = general.rows[63]!;
    for (const report of resultReportKinds) {
      const whole = await page(`modality=10K&report=${report}&limit=200`);
      const place = (await t.app.inject({ url: `${base}/${runner.bib}/page?report=${report}&limit=20` })).json();
      expect(place).toMatchObject({ modalityCode: '10K', report, bib: runner.bib });
      expect(whole.rows[place.index]!.bib).toBe(runner.bib);
      expect(place.offset).toBe(place.index - (place.index % 20));
      const holding = await page(`modality=10K&report=${report}&offset=${place.offset}&limit=20`);
      expect(holding.rows.map((row) => row.bib)).toContain(runner.bib);
    }
    expect((await t.app.inject({ url: `${base}/999999/page` })).statusCode).toBe(404);
  });

  it('finds the row at an overall position for «Ir a la posición»', async () => {
    const general = await page('modality=10K&limit=200');
    const tenth = general.rows.find((row) => row.overallPosition >= 10)!;
    const place = (await t.app.inject({ url: `${base}/position?modality=10K&position=10` })).json();
    expect(place).toMatchObject({ bib: tenth.bib, index: general.rows.indexOf(tenth), offset: 0 });
    const none = await t.app.inject({ url: `${base}/position?modality=10K&position=5000` });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('Nadie ocupa la posición 5000 en esta modalidad');
    const bad = await t.app.inject({ url: `${base}/position?modality=10K&position=0` });
    expect(bad.json().error.message).toBe('La posición debe ser un número entero de 1 en adelante');
  });

  it('answers 304 to a page the client holds until the results change', async () => {
    const first = await t.app.inject({ url: `${base}?modality=10K` });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"results-\d+"$/);
    const again = await t.app.inject({ url: `${base}?modality=10K`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A change as writers make it (import, live timing): a new version published in its transaction,
    // which every instance hears of (here PGlite in-process, or PostgreSQL's LISTEN connection).
    const eventId = t.demo.events.past!;
    await t.db.transaction().execute(async (trx) => {
      const version = await t.services.eventsRepository.bumpResultsVersion(eventId, trx);
      await publish(trx, resultsTopic(eventId), { version });
    });
    await expect
      .poll(async () => (await t.app.inject({ url: `${base}?modality=10K`, headers: { 'if-none-match': etag } })).statusCode)
      .toBe(200);
    const changed = await t.app.inject({ url: `${base}?modality=10K` });
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('a change to one modality reads only that modality again; the others keep their order and pages', async () => {
    const eventId = t.demo.events.past!;
    const before = { tenK: await page('modality=10K'), fiveK: await page('modality=5K') };
    const winner = before.tenK.rows[0]!;
    const reads: unknown[] = [];
    const repository = t.services.resultsRepository;
    const listIndexRows = repository.listIndexRows;
    repository.listIndexRows = (id, only) => {
      reads.push(only?.modalities ?? 'all');
      return listIndexRows(id, only);
    };
    try {
      // What a passing does: one modality's rows change, and its version with the event's.
      await t.db.transaction().execute(async (trx) => {
        await trx.updateTable('results').set({ name: 'Ana Cambiada Ríos' }).where('eventId', '=', eventId).where('bib', '=', winner.bib).execute();
        const version = await t.services.eventsRepository.bumpResultsVersion(eventId, trx, ['10K']);
        await publish(trx, resultsTopic(eventId), { version });
      });
      await expect.poll(async () => (await page('modality=10K')).rows[0]!.name).toBe('Ana Cambiada Ríos');
    } finally {
      repository.listIndexRows = listIndexRows;
    }
    expect(reads).toEqual([['10K']]);
    const after = { tenK: await page('modality=10K'), fiveK: await page('modality=5K') };
    expect(after.tenK.version).toBe(before.tenK.version + 1);
    expect(after.fiveK).toEqual(before.fiveK);
  });

  it('downloads the published results as the importer reads them back, in report order', async () => {
    const answer = await t.app.inject({ url: `/api/events/${t.demo.events.past}/results.csv?modality=10K` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename="resultados-\d+-10K\.csv"/);
    expect(answer.body.startsWith('\uFEFFnumero,nombre,modalidad')).toBe(true);
    const parsed = parseResultsCsv(answer.body, { modalities: [] });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const general = await page('modality=10K&limit=200');
    expect(parsed.results.map((row) => row.bib)).toEqual(general.rows.map((row) => row.bib));
    expect(parsed.results[0]!.splits.length).toBeGreaterThan(0);
    const everything = await t.app.inject({ url: `/api/events/${t.demo.events.past}/results.csv` });
    expect(everything.body.trim().split('\r\n')).toHaveLength(211);
    expect((await t.app.inject({ url: '/api/events/999999/results.csv' })).statusCode).toBe(404);
  });
});
