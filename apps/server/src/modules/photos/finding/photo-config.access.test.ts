import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoConfig } from '@dorsal/core';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../../test/demo-app.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { testDatabases } from '../../../test/test-app.ts';
import { solidImage } from './finding.fixtures.ts';

type Caller = 'admin' | 'owner' | 'organizerManager' | 'clientManager' | 'pointOfSale' | 'athlete' | 'stranger' | 'guest';
const callers: Caller[] = ['admin', 'owner', 'organizerManager', 'clientManager', 'pointOfSale', 'athlete', 'stranger', 'guest'];
const editors: Caller[] = ['admin', 'owner', 'organizerManager'];

// The photo configuration over the events policy ('editEvent'): those who edit the event save it and upload its logos
// and frames; any other caller gets the 404 of a missing event (a guest: 401) and changes nothing.
const allowed = { save: editors, uploadLogo: editors, uploadFrame: editors } satisfies Record<string, Caller[]>;
type Route = keyof typeof allowed;
const success: Record<Route, number> = { save: 200, uploadLogo: 201, uploadFrame: 201 };

describe.each(testDatabases)('who may configure an event\'s photos (every route × every caller) on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  let png: Buffer;
  const athleteId = () => t.demo.accounts['atleta@dorsal.mx']!;

  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.past!;
    png = await solidImage(40, 20, '#FF0000');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function cookieOf(caller: Caller): Promise<string | undefined> {
    await t.db.deleteFrom('eventStaff').where('eventId', '=', eventId).where('userId', '=', athleteId()).execute();
    if (caller === 'organizerManager' || caller === 'clientManager' || caller === 'pointOfSale') {
      await t.db.insertInto('eventStaff').values({ eventId, userId: athleteId(), role: caller }).execute();
      return t.cookies.athlete;
    }
    return { admin: t.cookies.admin, owner: t.cookies.organizer, athlete: t.cookies.athlete, stranger: t.cookies.stranger, guest: undefined }[caller];
  }

  function request(route: Route, cookie: string | undefined) {
    const base = `/api/manage/events/${eventId}/photo-config`;
    const config: PhotoConfig = { logos: [{ url: '/files/logo.png', width: 0.3, margin: 10, corner: 2, code: 'L', description: 'Logo' }], frames: [] };
    const withCookie = (headers: Record<string, string> = {}) => ({ ...headers, ...(cookie ? { cookie } : {}) });
    if (route === 'save') return t.app.inject({ method: 'PUT', url: base, headers: withCookie(), payload: config });
    const { payload, headers } = multipartFile('file', 'x.png', 'image/png', png);
    return t.app.inject({ method: 'POST', url: `${base}/${route === 'uploadLogo' ? 'logo' : 'frame'}`, headers: withCookie(headers), payload });
  }

  const state = async () => ({
    config: (await t.db.selectFrom('events').select('photoConfig').where('id', '=', eventId).executeTakeFirstOrThrow()).photoConfig,
    log: (await t.db.selectFrom('eventChanges').select('id').where('eventId', '=', eventId).where('action', '=', 'photoConfig').execute()).length,
  });

  for (const caller of callers) {
    it(`${caller}: gets exactly what the policy allows, and a refusal changes nothing`, async () => {
      await t.db.updateTable('events').set({ photoConfig: '{}' }).where('id', '=', eventId).execute();
      for (const route of Object.keys(allowed) as Route[]) {
        const cookie = await cookieOf(caller);
        const before = await state();
        const answer = await request(route, cookie);
        if ((allowed[route] as Caller[]).includes(caller)) {
          expect(answer.statusCode, `${route}: ${answer.body}`).toBe(success[route]);
        } else {
          expect(answer.statusCode, route).toBe(caller === 'guest' ? 401 : 404);
          expect(await state()).toEqual(before);
        }
      }
    });
  }
});
