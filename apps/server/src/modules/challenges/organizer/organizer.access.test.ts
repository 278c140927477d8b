import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { challengeBody, insertParticipant, organizerTestAccount } from './organizer.fixtures.ts';

type Caller = 'admin' | 'owner' | 'manager' | 'otherOrganizer' | 'athlete' | 'guest';
const callers: Caller[] = ['admin', 'owner', 'manager', 'otherOrganizer', 'athlete', 'guest'];
const staff: Caller[] = ['admin', 'owner', 'manager'];

// Every organizer-side challenge route over the policy: the creator, the managers they authorise and the platform
// admin; admin panels for the admin only; staff changes for owner and admin. Others: 403 (a guest 401), nothing changes.
const allowed = {
  config: staff,
  update: staff,
  toggle: staff,
  photo: staff,
  audio: staff,
  removeAudio: staff,
  codes: staff,
  generateCodes: staff,
  toggleCode: staff,
  codesCsv: staff,
  participants: staff,
  participantsCsv: staff,
  staff: staff,
  addStaff: ['admin', 'owner'],
  removeStaff: ['admin', 'owner'],
  photoConfig: ['admin'],
  categories: ['admin'],
  form: ['admin'],
  adminList: ['admin'],
  adminParticipants: ['admin'],
} satisfies Record<string, Caller[]>;
type Route = keyof typeof allowed;

describe.each(testDatabases)('who may run a challenge (every organizer route × every caller) on %s', (kind) => {
  let t: TestApp;
  let challengeId: string;
  let png: Buffer;
  const cookies = {} as Record<Exclude<Caller, 'guest'>, string>;
  let managerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const caller of ['admin', 'owner', 'manager', 'otherOrganizer', 'athlete'] as const) {
      const account = await organizerTestAccount(t, { admin: caller === 'admin' });
      cookies[caller] = account.cookie;
      if (caller === 'manager') managerId = account.userId;
    }
    const created = await t.app.inject({ method: 'POST', url: '/api/manage/challenges', headers: { cookie: cookies.owner }, payload: challengeBody });
    challengeId = created.json().challenge.id;
    await t.app.inject({ method: 'POST', url: '/api/manage/challenges', headers: { cookie: cookies.otherOrganizer }, payload: { ...challengeBody, name: 'Otro reto' } });
    await t.db.insertInto('challengeStaff').values({ challengeId, userId: managerId, role: 'manager', createdAt: new Date() }).execute();
    await t.db.insertInto('challengeAccessCodes').values({ challengeId, code: 'ABCDEF', uses: 1, createdAt: new Date(), createdBy: null }).execute();
    await insertParticipant(t, challengeId, managerId);
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0E7C66' } }).png().toBuffer();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  function request(route: Route, cookie: string | undefined, id = challengeId) {
    const base = `/api/manage/challenges/${id}`;
    const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(200, 1)]);
    const calls: Record<Route, { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> }> = {
      config: { method: 'GET', url: base },
      update: { method: 'PUT', url: base, payload: challengeBody },
      toggle: { method: 'PATCH', url: `${base}/status`, payload: { admitResults: false } },
      photo: { method: 'POST', url: `${base}/photo`, ...multipartFile('photo', 'foto.png', 'image/png', png) },
      audio: { method: 'POST', url: `${base}/audio/start`, ...multipartFile('audio', 'salida.mp3', 'audio/mpeg', mp3) },
      removeAudio: { method: 'DELETE', url: `${base}/audio/finish` },
      codes: { method: 'GET', url: `${base}/codes` },
      // More uses than admitted: an allowed caller reaches the rule (409) and nothing is created.
      generateCodes: { method: 'POST', url: `${base}/codes`, payload: { quantity: 500, uses: 1000 } },
      toggleCode: { method: 'PATCH', url: `${base}/codes/ABCDEF`, payload: { active: true } },
      codesCsv: { method: 'GET', url: `${base}/codes.csv` },
      participants: { method: 'GET', url: `${base}/participants` },
      participantsCsv: { method: 'GET', url: `${base}/participants.csv` },
      staff: { method: 'GET', url: `${base}/staff` },
      // An e-mail without an account: an allowed caller reaches the rule (400 'No hay ninguna cuenta con ese correo').
      addStaff: { method: 'POST', url: `${base}/staff`, payload: { email: 'nadie@ejemplo.mx' } },
      // Someone who is not staff: removing them changes nothing.
      removeStaff: { method: 'DELETE', url: `${base}/staff/nobody` },
      photoConfig: { method: 'PUT', url: `${base}/photo-config`, payload: { logos: [], frames: [] } },
      categories: { method: 'PUT', url: `${base}/categories`, payload: { F: [], M: [] } },
      form: { method: 'PUT', url: `${base}/form`, payload: [] },
      adminList: { method: 'GET', url: '/api/admin/challenges' },
      adminParticipants: { method: 'GET', url: `/api/admin/challenges/${id}/participants` },
    };
    const { payload, headers, ...rest } = calls[route];
    return t.app.inject({ ...rest, headers: { ...headers, ...(cookie ? { cookie } : {}) }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
  }

  const state = async () => ({
    challenge: await t.db.selectFrom('challenges').select(['name', 'admitResults', 'ended', 'photoUrl', 'startAudioUrl', 'categories', 'photoConfig', 'form']).where('id', '=', challengeId).executeTakeFirstOrThrow(),
    codes: await t.db.selectFrom('challengeAccessCodes').select(['code', 'active']).where('challengeId', '=', challengeId).orderBy('code').execute(),
    staff: await t.db.selectFrom('challengeStaff').select(['userId', 'role']).where('challengeId', '=', challengeId).orderBy('userId').execute(),
  });

  for (const caller of callers) {
    it(`${caller}: gets exactly what the policy allows, and a refusal changes nothing`, async () => {
      const cookie = caller === 'guest' ? undefined : cookies[caller];
      for (const route of Object.keys(allowed) as Route[]) {
        const before = await state();
        const response = await request(route, cookie);
        const may = (allowed[route] as Caller[]).includes(caller);
        if (caller === 'guest') expect(response.statusCode, `${caller} ${route}`).toBe(401);
        else if (!may) expect(response.statusCode, `${caller} ${route}: ${response.body}`).toBe(403);
        else if (route === 'generateCodes') expect(response.json().error.message).toBe('El límite de accesos permitidos es de 10');
        else if (route === 'addStaff') expect(response.json().error.message).toBe('No hay ninguna cuenta con ese correo');
        else expect(response.statusCode, `${caller} ${route}: ${response.body}`).toBeLessThan(300);
        if (!may) expect(await state(), `${caller} ${route}`).toEqual(before);
      }
    }, 60_000);
  }

  it("answers 'El id del evento ingresado no existe' (404) for an unknown id to everyone signed in", async () => {
    for (const route of ['config', 'update', 'codes', 'participants', 'categories', 'adminParticipants'] as const) {
      const response = await request(route, cookies.admin, 'zzzzzzzz');
      expect(response.statusCode, route).toBe(404);
      expect(response.json().error.message).toBe('El id del evento ingresado no existe');
    }
    expect((await request('config', cookies.athlete, 'zzzzzzzz')).statusCode).toBe(404);
  });
});
