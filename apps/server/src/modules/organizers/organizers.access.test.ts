import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { multipartFile } from '../../test/multipart.ts';
import { testDatabases } from '../../test/test-app.ts';

type Caller = 'admin' | 'owner' | 'manager' | 'otherOrganizerOwner' | 'athlete' | 'guest';
const callers: Caller[] = ['admin', 'owner', 'manager', 'otherOrganizerOwner', 'athlete', 'guest'];
const team: Caller[] = ['admin', 'owner', 'manager'];

// Organizers over their policy: the team reads and edits, titulares change the team; everyone else gets the 404 of a
// missing organizer (a guest: 401), and a refusal changes nothing.
const allowed = {
  detail: team,
  update: team,
  logo: team,
  members: team,
  addMember: ['admin', 'owner'],
  removeMember: ['admin', 'owner'],
} satisfies Record<string, Caller[]>;
type Route = keyof typeof allowed;

describe.each(testDatabases)('who may run an organizer (every organizer route × every caller) on %s', (kind) => {
  let t: SignedInDemoApp;
  let organizerId: number;
  let png: Buffer;

  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    organizerId = (await t.app.inject({ url: '/api/manage/organizers', headers: { cookie: t.cookies.organizer } })).json().organizers[0].id;
    // The stranger runs an organizer of their own; the point of sale is a manager of the demo one.
    await t.app.inject({ method: 'POST', url: '/api/manage/organizers', headers: { cookie: t.cookies.stranger }, payload: { name: 'Otro organizador' } });
    await t.db.insertInto('organizerMembers').values({ organizerId, userId: t.demo.accounts['taquilla@dorsal.mx']!, role: 'manager' }).execute();
    png = await sharp({ create: { width: 60, height: 48, channels: 3, background: '#0E7C66' } }).png().toBuffer();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function cookieOf(caller: Caller) {
    if (caller === 'guest') return undefined;
    if (caller === 'manager') return t.cookieFor('taquilla@dorsal.mx');
    return { admin: t.cookies.admin, owner: t.cookies.organizer, otherOrganizerOwner: t.cookies.stranger, athlete: t.cookies.athlete }[caller];
  }

  function request(route: Route, cookie: string | undefined) {
    const base = `/api/manage/organizers/${organizerId}`;
    const upload = multipartFile('logo', 'logo.png', 'image/png', png);
    const calls: Record<Route, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> }> = {
      detail: { method: 'GET', url: base },
      update: { method: 'PUT', url: base, payload: { name: 'Corre México Eventos', color: '#f26b1d', privacyLink: 'https://corremexico.example.mx/aviso-de-privacidad' } },
      logo: { method: 'POST', url: `${base}/logo`, ...upload },
      members: { method: 'GET', url: `${base}/members` },
      // The titular again as titular: an allowed caller changes nothing.
      addMember: { method: 'POST', url: `${base}/members`, payload: { email: 'organizador@dorsal.mx', role: 'owner' } },
      // Someone not in the team: an allowed caller reaches the rule (404 'not a member'), so it is checked by message.
      removeMember: { method: 'DELETE', url: `${base}/members/${t.demo.accounts['atleta@dorsal.mx']!}` },
    };
    const { payload, headers, ...rest } = calls[route];
    return t.app.inject({ ...rest, headers: { ...headers, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  }

  const state = async () => ({
    organizer: await t.db.selectFrom('organizers').select(['name', 'color', 'privacyLink', 'logoUrl']).where('id', '=', organizerId).executeTakeFirstOrThrow(),
    members: await t.db.selectFrom('organizerMembers').select(['userId', 'role']).where('organizerId', '=', organizerId).orderBy('userId').execute(),
  });

  for (const caller of callers) {
    it(`${caller}: gets exactly what the policy allows, and a refusal changes nothing`, async () => {
      const cookie = await cookieOf(caller);
      for (const route of Object.keys(allowed) as Route[]) {
        const before = await state();
        const response = await request(route, cookie);
        const may = (allowed[route] as Caller[]).includes(caller);
        if (caller === 'guest') expect(response.statusCode, `${caller} ${route}`).toBe(401);
        else if (!may) {
          expect(response.statusCode, `${caller} ${route}: ${response.body}`).toBe(404);
          expect(response.json().error.message, `${caller} ${route}`).not.toBe('Esa persona no está en el equipo del organizador.');
        } else if (route === 'removeMember') expect(response.json().error.message, `${caller} ${route}`).toBe('Esa persona no está en el equipo del organizador.');
        else expect(response.statusCode, `${caller} ${route}: ${response.body}`).toBe(200);
        if (!may) expect(await state(), `${caller} ${route} changed nothing`).toEqual(before);
      }
    });
  }
});
