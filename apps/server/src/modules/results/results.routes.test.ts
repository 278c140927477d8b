import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ownCategoryPosition, resultFlagNotes } from '@dorsal/core';
import { certificateWording } from '../certificates/certificate-text.ts';
import { certificateData } from './result-certificate.ts';
import { createDemoApp, type DemoApp } from '../../test/demo-app.ts';
import { testDatabases } from '../../test/test-app.ts';
import { allResultRows } from '../../test/result-pages.ts';

interface Row {
  bib: number;
  name: string;
  modalityCode: string;
  branch: string;
  categoryCode: string;
  overallPosition: number;
  branchPosition: number;
  flag: string | null;
  note: string | null;
  certificate: boolean;
  officialTime: string | null;
}

describe.each(testDatabases)('results API on %s', (kind) => {
  let t: DemoApp;
  let base: string;
  beforeAll(async () => {
    t = await createDemoApp(kind);
    base = `/api/events/${t.demo.events.past}/results`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const rowsOf = async (url: string): Promise<Row[]> => (await t.app.inject({ url })).json().rows;
  const reportRows = async (url: string) => (await allResultRows(t.app, url)) as Row[];

  it('lists a modality by overall position with every flag and its note last', async () => {
    const rows = await reportRows(`${base}?modality=10K`);
    expect(rows).toHaveLength(90);
    const ranked = rows.filter((row) => row.overallPosition > 0);
    expect(ranked.map((row) => row.overallPosition)).toEqual(ranked.map((_, index) => index + 1));
    const flagged = rows.slice(ranked.length);
    expect(new Set(flagged.map((row) => row.flag))).toEqual(new Set(['dnf', 'dnfOverTime', 'dq', 'dns']));
    for (const row of flagged) {
      expect(row.note).toBe(resultFlagNotes[row.flag as keyof typeof resultFlagNotes]);
      expect(row.certificate).toBe(false);
    }
    expect(ranked.every((row) => row.certificate)).toBe(true);
  });

  it('lists every modality of the event in order, compressed when asked', async () => {
    const response = await t.app.inject({ url: base, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    const page = JSON.parse(gunzipSync(response.rawPayload).toString());
    expect(page).toMatchObject({ total: 210, offset: 0, limit: 50 });
    expect(page.rows).toHaveLength(50);
    const rows = await reportRows(base);
    expect(rows).toHaveLength(210);
    expect([...new Set(rows.map((row) => row.modalityCode))]).toEqual(['5K', '10K', '21K']);
  });

  it('names the podium of every category, overall winners taken out of their age category', async () => {
    const { modalities } = (await t.app.inject({ url: `${base}/winners` })).json();
    const tenK = modalities.find((m: { modalityCode: string }) => m.modalityCode === '10K');
    const overall = tenK.categories.find((c: { category: { code: string; branch: string } }) => c.category.code === 'ABS' && c.category.branch === 'F');
    expect(overall.winners).toHaveLength(3);
    const overallBibs = new Set(tenK.categories.filter((c: { category: { isOverall: boolean } }) => c.category.isOverall).flatMap((c: { winners: Row[] }) => c.winners.map((w) => w.bib)));
    for (const category of tenK.categories.filter((c: { category: { isOverall: boolean } }) => !c.category.isOverall)) {
      for (const winner of category.winners) expect(overallBibs.has(winner.bib)).toBe(false);
    }
  });

  it('gives each category one first place: an overall winner reads Absoluto in their category, on the certificate too', async () => {
    const { modalities } = (await t.app.inject({ url: `${base}/winners` })).json();
    const entry = await t.services.results.load(t.demo.events.past!);
    const stored = [];
    for await (const batch of t.services.results.listedRows(t.demo.events.past!, undefined)) stored.push(...batch);
    const firsts = new Map<string, number[]>();
    for (const row of stored.filter((candidate) => candidate.overallPosition > 0)) {
      const wording = certificateWording(certificateData(entry, row, 'http://localhost'));
      const categoryPlace = wording.positions[2]!.value;
      expect(categoryPlace).toBe(row.isOverallWinner ? 'Absoluto' : String(ownCategoryPosition(row)));
      if (categoryPlace !== '1') continue;
      const key = `${row.modalityCode}/${row.branch}/${row.categoryCode}`;
      firsts.set(key, [...(firsts.get(key) ?? []), row.bib]);
      // The one first place of a category is the winner the winners report names for it.
      const podium = modalities
        .find((m: { modalityCode: string }) => m.modalityCode === row.modalityCode)
        .categories.find((c: { category: { code: string; branch: string } }) => c.category.code === row.categoryCode && c.category.branch === row.branch);
      expect(podium.winners[0].bib).toBe(row.bib);
    }
    for (const bibs of firsts.values()) expect(bibs).toHaveLength(1);
    expect(stored.some((row) => row.isOverallWinner)).toBe(true);
  });

  it('finds by exact bib, by 3+ letters ignoring accents, and nothing for shorter text', async () => {
    const all = await reportRows(base);
    const someone = all.find((row) => row.name.includes('Núñez') || row.name.includes('Díaz'))!;
    expect((await rowsOf(`${base}/search?q=${someone.bib}`)).map((row) => row.bib)).toEqual([someone.bib]);
    const plainSurname = someone.name.includes('Núñez') ? 'nunez' : 'diaz';
    const byName = await rowsOf(`${base}/search?q=${plainSurname}`);
    expect(byName.map((row) => row.bib)).toContain(someone.bib);
    expect(await rowsOf(`${base}/search?q=di`)).toEqual([]);
    expect(await rowsOf(`${base}/search?q=${someone.bib + 100000}`)).toEqual([]);
  });

  it('details an athlete with controls and the finish video cued 5 s before arrival', async () => {
    const rows = await reportRows(`${base}?modality=10K`);
    const winner = rows[0]!;
    const { result } = (await t.app.inject({ url: `${base}/${winner.bib}` })).json();
    expect(result.controls).toEqual([{ controlCode: 2001, description: 'KM 5', lap: 1, time: expect.stringMatching(/^\d\d:\d\d:\d\d$/) }]);
    const [h, m, s] = winner.officialTime!.split(':').map(Number);
    const arrivalSeconds = h! * 3600 + m! * 60 + s!; // the race started at 13:00Z, the video at 13:30Z
    expect(result.video).toMatchObject({ kind: 'youtube', videoId: 'M7lc1UVf-VE' });
    expect(result.video.startSeconds).toBe(arrivalSeconds - 30 * 60 - 5);
    expect(result.photos).toEqual([]);
    expect((await t.app.inject({ url: `${base}/999999` })).statusCode).toBe(404);
  });

  it('renders certificates as JPEG and PDF only for ranked rows', async () => {
    const rows = await reportRows(`${base}?modality=21K`);
    const finisher = rows.find((row) => row.overallPosition > 0)!;
    const jpg = await t.app.inject({ url: `${base}/${finisher.bib}/certificate.jpg` });
    expect(jpg.statusCode).toBe(200);
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(jpg.headers['content-disposition']).toMatch(/attachment; filename="certificado-\d+-.+\.jpg"/);
    expect(await sharp(jpg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', height: 820, width: 1061 });

    const pdf = await t.app.inject({ url: `${base}/${finisher.bib}/certificate.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    for (const flagged of rows.filter((row) => row.flag !== null)) {
      expect((await t.app.inject({ url: `${base}/${flagged.bib}/certificate.pdf` })).statusCode).toBe(404);
    }
  });
});
