import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { callers, cookieOfCaller, type Caller } from '../../test/event-callers.ts';
import { testDatabases } from '../../test/test-app.ts';

const editors: Caller[] = ['admin', 'owner', 'organizerManager'];
const anyStaff: Caller[] = ['admin', 'owner', 'organizerManager', 'clientManager', 'pointOfSale'];

// Race photo routes over the events policy: any staff reads (viewAdminArea); those who edit the event upload and tag
// (editEvent); everyone else gets the 404 of a missing event (a guest: 401), and a refusal changes nothing.
const allowed = {
  createBatch: editors,
  batches: anyStaff,
  batch: anyStaff,
  list: anyStaff,
  setBibs: editors,
  setVisible: editors,
  importTags: editors,
  tusCreate: editors,
} satisfies Record<string, Caller[]>;
type Route = keyof typeof allowed;

describe.each(testDatabases)('who may handle race photos (every photo route × every caller) on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  let batchId: number;
  let photoId: number;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.past!;
    batchId = (await t.db.insertInto('photoBatches').values({ eventId, point: 'meta' }).returning('id').executeTakeFirstOrThrow()).id;
    photoId = (await t.db.insertInto('racePhotos').values({ eventId, batchId, point: 'meta', fileName: 'a.jpg', uploadId: 'a', status: 'ready' }).returning('id').executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  function request(route: Route, cookie: string | undefined) {
    const base = `/api/manage/events/${eventId}/photos`;
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const calls: Record<Route, { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: Record<string, unknown>; headers?: Record<string, string> }> = {
      createBatch: { method: 'POST', url: `${base}/batches`, payload: { point: 'meta', cameraClockOffsetSeconds: 0, totalFiles: 1 } },
      batches: { method: 'GET', url: `${base}/batches` },
      batch: { method: 'GET', url: `${base}/batches/${batchId}` },
      list: { method: 'GET', url: base },
      setBibs: { method: 'PUT', url: `${base}/${photoId}/bibs`, payload: { bibs: '1' } },
      setVisible: { method: 'PUT', url: `${base}/${photoId}/visible`, payload: { visible: true } },
      importTags: { method: 'POST', url: `${base}/tags`, payload: { csv: 'a.jpg,1' } },
      tusCreate: { method: 'POST', url: `${base}/uploads`, headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': `batchId ${b64(String(batchId))},uploadKey ${b64('k')},filename ${b64('k.jpg')}` } },
    };
    const { payload, headers, ...rest } = calls[route];
    return t.app.inject({ ...rest, headers: { ...headers, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
  }

  const state = async () => ({
    batches: (await t.db.selectFrom('photoBatches').select('id').where('eventId', '=', eventId).execute()).length,
    bibs: await t.db.selectFrom('racePhotoBibs').select(['photoId', 'bib']).where('eventId', '=', eventId).execute(),
  });

  for (const caller of callers) {
    it(`${caller}: gets exactly what the policy allows, and a refusal changes nothing`, async () => {
      for (const route of Object.keys(allowed) as Route[]) {
        const cookie = await cookieOfCaller(t, eventId, caller);
        const before = await state();
        const response = await request(route, cookie);
        const may = (allowed[route] as Caller[]).includes(caller);
        if (caller === 'guest') expect(response.statusCode, `${caller} ${route}`).toBe(401);
        else if (!may) expect(response.statusCode, `${caller} ${route}: ${response.body}`).toBe(404);
        else expect(response.statusCode, `${caller} ${route}: ${response.body}`).toBeLessThan(300);
        if (!may) expect(await state(), `${caller} ${route} changed nothing`).toEqual(before);
      }
    });
  }
});
