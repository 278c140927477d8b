import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGarminWearables } from '../../../../adapters/wearables/garmin/garmin-provider.ts';
import { startFakeGarmin, type FakeGarmin } from '../../../../test/fake-garmin/fake-garmin-server.ts';
import os from 'node:os';
import { loadConfig } from '../../../../config.ts';
import { createTestApp, testDatabases, type TestApp } from '../../../../test/test-app.ts';
import { challengeCallers, createChallenge, signUp } from '../../athlete/athlete.fixtures.ts';

type Listed = { activity: { activityId: string; distanceInMeters: number; activityType: string }; applicable: boolean; applied: boolean };

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

function helpers(get: () => TestApp) {
  const { send, message } = challengeCallers(get);
  /** A participant of a challenge that started `hours` ago, joined with a code. */
  async function participant(cookie: string, overrides: Parameters<typeof createChallenge>[1] = {}) {
    const id = await createChallenge(get().db, { startsAt: hoursAgo(8), ...overrides }, [{ code: 'GAR234', uses: 10 }]);
    const joined = await send('POST', `/api/challenges/${id}/join`, cookie, { code: 'GAR234' });
    expect(joined.statusCode, joined.body).toBe(201);
    return id;
  }
  return { send, message, participant };
}

describe.each(testDatabases)('Garmin (sandbox adapter) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerMinute: 10_000 });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });
  const { send, message, participant } = helpers(() => t);

  async function connect(cookie: string) {
    const answer = await send('POST', '/api/me/garmin/connect', cookie, { api: 'health' });
    expect(answer.statusCode).toBe(200);
    const consentUrl = answer.json().consentUrl as string;
    expect(consentUrl).toMatch(/^\/api\/garmin\/sandbox\/consent\?oauth_token=/);
    const page = await send('GET', consentUrl, cookie);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Conectar con Garmin (sandbox)');
    expect(page.body).toContain('Autorizar');
    const verifier = /name="oauth_verifier" value="([^"]+)"/.exec(page.body)![1]!;
    const token = new URL(consentUrl, 'http://x').searchParams.get('oauth_token')!;
    return { token, verifier, callback: `/api/garmin/callback?oauth_token=${encodeURIComponent(token)}&oauth_verifier=${encodeURIComponent(verifier)}` };
  }

  it('connects in the consent popup; the status never carries a token and the stored ones are sealed', async () => {
    const ana = await signUp(t);
    expect((await send('GET', '/api/me/garmin')).statusCode).toBe(401);
    expect((await send('GET', '/api/me/garmin', ana.cookie)).json()).toEqual({
      provider: 'sandbox',
      available: true,
      connections: [
        { api: 'health', connected: false, connectedAt: null },
        { api: 'training', connected: false, connectedAt: null },
      ],
    });
    const { callback } = await connect(ana.cookie);
    const done = await send('GET', callback, ana.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Cuenta de Garmin conectada');
    expect(done.body).toContain('<script src="/api/garmin/popup.js">');
    const status = await send('GET', '/api/me/garmin', ana.cookie);
    expect(status.json().connections[0]).toMatchObject({ api: 'health', connected: true, connectedAt: expect.any(String) });
    const row = await t.db.selectFrom('wearableConnections').selectAll().where('userId', '=', ana.userId).executeTakeFirstOrThrow();
    expect(row.accessTokenSealed).toMatch(/^v1\./);
    expect(status.body).not.toContain(row.accessTokenSealed!);
    expect(row.requestToken).toBeNull();
    // The same consent again is refused: the request token was used.
    expect((await send('GET', callback, ana.cookie)).body).toContain('La solicitud de conexión con Garmin expiró o no es válida.');
    const script = await send('GET', '/api/garmin/popup.js');
    expect(script.headers['content-type']).toContain('javascript');
  });

  it('refuses in Spanish: an unknown token, a denied consent, a consent from another account', async () => {
    const ana = await signUp(t);
    const beto = await signUp(t);
    expect((await send('GET', '/api/garmin/callback?oauth_token=nada&oauth_verifier=x')).body).toContain('La solicitud de conexión con Garmin expiró o no es válida.');
    expect((await send('GET', '/api/garmin/callback')).body).toContain('La solicitud de conexión con Garmin expiró o no es válida.');
    expect((await send('GET', '/api/garmin/sandbox/consent?oauth_token=nada')).body).toContain('La solicitud de conexión con Garmin expiró o no es válida.');
    const other = await connect(ana.cookie);
    expect((await send('GET', other.callback, beto.cookie)).body).toContain('Esta conexión se pidió desde otra cuenta de Dorsal.');
    const denied = await connect(ana.cookie);
    expect((await send('GET', `/api/garmin/callback?oauth_token=${encodeURIComponent(denied.token)}`, ana.cookie)).body).toContain('No autorizaste la conexión con Garmin.');
    expect((await send('GET', '/api/me/garmin', ana.cookie)).json().connections[0].connected).toBe(false);
    const bad = await send('POST', '/api/me/garmin/connect', ana.cookie, { api: 'strava' });
    expect(bad.statusCode).toBe(400);
  });

  it("lists the challenge's activities since its start, Aplicar / No Aplicable, and applies one as the finish time", async () => {
    const ana = await signUp(t);
    const id = await participant(ana.cookie);
    const outsider = await signUp(t);
    const notParticipant = await send('GET', `/api/challenges/${id}/me/garmin/activities`, outsider.cookie);
    expect([notParticipant.statusCode, message(notParticipant)]).toEqual([403, 'Usuario no autorizado para este evento']);
    const notConnected = await send('GET', `/api/challenges/${id}/me/garmin/activities`, ana.cookie);
    expect([notConnected.statusCode, message(notConnected)]).toEqual([409, 'Conecta tu cuenta de Garmin para ver tus actividades.']);
    await send('GET', (await connect(ana.cookie)).callback, ana.cookie);

    const list = await send('GET', `/api/challenges/${id}/me/garmin/activities`, ana.cookie);
    expect(list.statusCode).toBe(200);
    const activities = list.json().activities as Listed[];
    // The run that began before the start is left out; newest first.
    expect(activities.map((item) => [item.activity.activityType, item.activity.distanceInMeters, item.applicable])).toEqual([
      ['WALKING', 10_420, true],
      ['RUNNING', 8_400, false],
      ['RUNNING', 10_130, true],
    ]);

    const unknown = await send('POST', `/api/challenges/${id}/me/garmin/activities/nada/apply`, ana.cookie);
    expect([unknown.statusCode, message(unknown)]).toEqual([404, 'La actividad no está entre tus actividades de Garmin desde el inicio del evento.']);
    const short = await send('POST', `/api/challenges/${id}/me/garmin/activities/${activities[1]!.activity.activityId}/apply`, ana.cookie);
    expect(short.statusCode).toBe(409);
    const applied = await send('POST', `/api/challenges/${id}/me/garmin/activities/${activities[2]!.activity.activityId}/apply`, ana.cookie);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().participant).toMatchObject({ finishTime: '01:00:47', hasWearable: true });
    const again = (await send('GET', `/api/challenges/${id}/me/garmin/activities`, ana.cookie)).json().activities as Listed[];
    expect(again.map((item) => item.applied)).toEqual([false, false, true]);

    const detail = await send('GET', `/api/challenges/${id}/me/garmin/activities/${activities[2]!.activity.activityId}`, ana.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().activity).toEqual(activities[2]!.activity);
    expect(detail.json().laps.length).toBe(10);
    const missing = await send('GET', `/api/challenges/${id}/me/garmin/activities/nada`, ana.cookie);
    expect([missing.statusCode, message(missing)]).toEqual([404, 'La actividad no está entre tus actividades de Garmin desde el inicio del evento.']);
  });

  it('lists nothing before the start; refuses applying when results are not admitted; disconnecting forgets the tokens', async () => {
    const ana = await signUp(t);
    await send('GET', (await connect(ana.cookie)).callback, ana.cookie);
    const future = await participant(ana.cookie, { startsAt: new Date(Date.now() + 86_400_000) });
    expect((await send('GET', `/api/challenges/${future}/me/garmin/activities`, ana.cookie)).json()).toEqual({ activities: [] });
    const blocked = await participant(ana.cookie, { admitResults: false });
    const [first] = (await send('GET', `/api/challenges/${blocked}/me/garmin/activities`, ana.cookie)).json().activities as Listed[];
    const refused = await send('POST', `/api/challenges/${blocked}/me/garmin/activities/${first!.activity.activityId}/apply`, ana.cookie);
    expect([refused.statusCode, message(refused)]).toEqual([409, 'Evento deshabilitado para registrar tiempos']);
    const off = await send('DELETE', '/api/me/garmin/health', ana.cookie);
    expect(off.json().connections[0]).toEqual({ api: 'health', connected: false, connectedAt: null });
    expect(await t.db.selectFrom('wearableConnections').selectAll().where('userId', '=', ana.userId).execute()).toEqual([]);
    expect((await send('GET', `/api/challenges/${blocked}/me/garmin/activities`, ana.cookie)).statusCode).toBe(409);
    expect((await send('DELETE', '/api/me/garmin/strava', ana.cookie)).statusCode).toBe(400);
  });
});

describe.each(testDatabases)('Garmin (garmin adapter against the fake Garmin) on %s', (kind) => {
  let t: TestApp;
  let fake: FakeGarmin;
  beforeAll(async () => {
    fake = await startFakeGarmin();
    const wearables = createGarminWearables({ consumerKey: fake.consumerKey, consumerSecret: fake.consumerSecret, apiUrl: fake.url, oauthUrl: fake.url, authorizeUrl: fake.url });
    t = await createTestApp(kind, { authAttemptsPerMinute: 10_000, wearables });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  const { send, participant } = helpers(() => t);

  it("connects through Garmin's consent, lists the uploaded activities in the window, applies one and deregisters", async () => {
    const ana = await signUp(t);
    const id = await participant(ana.cookie);
    const consentUrl = (await send('POST', '/api/me/garmin/connect', ana.cookie, { api: 'health' })).json().consentUrl as string;
    expect(consentUrl.startsWith(`${fake.url}/oauthConfirm?oauth_token=`)).toBe(true);
    fake.nextConsentAs('garmin-ana');
    const redirect = await fetch(consentUrl, { redirect: 'manual' });
    const back = new URL(redirect.headers.get('location')!);
    expect(back.pathname).toBe('/api/garmin/callback');
    expect((await send('GET', `${back.pathname}${back.search}`, ana.cookie)).body).toContain('Cuenta de Garmin conectada');

    const start = Math.floor(hoursAgo(8).getTime() / 1000);
    const run = { activityType: 'RUNNING', startTimeOffsetInSeconds: -21_600, activeKilocalories: 640, averageHeartRateInBeatsPerMinute: 152, averageSpeedInMetersPerSecond: 2.9 };
    fake.addActivity('garmin-ana', { ...run, activityId: 501, startTimeInSeconds: start + 1800, durationInSeconds: 3450, distanceInMeters: 10_050 }, start + 6000, [{ startTimeInSeconds: start + 1800 }]);
    fake.addActivity('garmin-ana', { ...run, activityId: 502, startTimeInSeconds: start + 9000, durationInSeconds: 2000, distanceInMeters: 6_000 }, start + 12_000);
    const activities = (await send('GET', `/api/challenges/${id}/me/garmin/activities`, ana.cookie)).json().activities as Listed[];
    expect(activities.map((item) => [item.activity.activityId, item.applicable])).toEqual([
      ['502', false],
      ['501', true],
    ]);
    const applied = await send('POST', `/api/challenges/${id}/me/garmin/activities/501/apply`, ana.cookie);
    expect(applied.json().participant).toMatchObject({ finishTime: '00:57:30', hasWearable: true });
    const windowCall = fake.requests.find((request) => request.url.startsWith('/wellness-api/rest/activities'))!;
    const query = new URL(windowCall.url, fake.url).searchParams;
    expect(Number(query.get('uploadEndTimeInSeconds')) - Number(query.get('uploadStartTimeInSeconds'))).toBe(84_960);

    expect((await send('DELETE', '/api/me/garmin/health', ana.cookie)).json().connections[0].connected).toBe(false);
    expect(fake.users.get('garmin-ana')!.access).toBeNull();
  });
});

describe('Garmin on a production server left on the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    const config = { ...loadConfig({ DATA_DIR: os.tmpdir(), PORT: '3000' }), wearables: { provider: 'sandbox' as const, enabled: false } };
    t = await createTestApp('pglite', { authAttemptsPerMinute: 10_000, config });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });
  const { send, message, participant } = helpers(() => t);

  it('connects nothing and lists nothing: its activities would be made up', async () => {
    const ana = await signUp(t);
    expect((await send('GET', '/api/me/garmin', ana.cookie)).json()).toMatchObject({ provider: 'sandbox', available: false });
    const connect = await send('POST', '/api/me/garmin/connect', ana.cookie, { api: 'health' });
    expect([connect.statusCode, message(connect)]).toEqual([409, 'La conexión con Garmin no está disponible en este servidor.']);
    const id = await participant(ana.cookie);
    expect((await send('GET', `/api/challenges/${id}/me/garmin/activities`, ana.cookie)).statusCode).toBe(409);
  });
});
