import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { challengeCallers, createChallenge, signUp } from '../athlete/athlete.fixtures.ts';
import { gpxRun } from './fixtures/gpx-track.ts';

const fit = readFileSync(new URL('./fixtures/ride-power.fit', import.meta.url));

describe.each(testDatabases)('challenge evidence from activity files, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerMinute: 10_000 });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const { send, message } = challengeCallers(() => t);
  const upload = (challengeId: string, cookie: string, data: Buffer | string, name = 'actividad.gpx', field = 'activity') => {
    const body = multipartFile(field, name, 'application/octet-stream', Buffer.from(data));
    return t.app.inject({ method: 'POST', url: `/api/challenges/${challengeId}/me/activities`, headers: { cookie, ...body.headers }, payload: body.payload });
  };
  const run = (iso: string, meters: number, seconds = 3000) => gpxRun({ start: new Date(iso), meters, seconds });
  const count = async (challengeId: string) =>
    Number((await t.db.selectFrom('challengeActivities').select((eb) => eb.fn.countAll<number>().as('n')).where('challengeId', '=', challengeId).executeTakeFirstOrThrow()).n);

  async function joined(code: string, overrides: Parameters<typeof createChallenge>[1] = {}) {
    const id = await createChallenge(t.db, overrides, [{ code, uses: 5 }]);
    const athlete = await signUp(t);
    expect((await send('POST', `/api/challenges/${id}/join`, athlete.cookie, { code })).statusCode).toBe(201);
    return { id, athlete };
  }

  it('uploads a GPX of the distance, lists it as applicable, applies it: finish time and evidence set, step 2 passes', async () => {
    const { id, athlete } = await joined('ARC234');
    const uploaded = await upload(id, athlete.cookie, run('2026-11-10T13:00:00Z', 10_050, 3120));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const activity = uploaded.json().activity;
    expect(activity).toMatchObject({ fileName: 'actividad.gpx', applicable: true, applied: false, activity: { source: 'file', activityType: 'RUNNING', durationInSeconds: 3120, power: null, flags: [] } });
    expect(activity.activity.distanceInMeters).toBeCloseTo(10_050, -1);

    const listed = await send('GET', `/api/challenges/${id}/me/activities`, athlete.cookie);
    expect(listed.json().activities).toEqual([expect.objectContaining({ id: activity.id, applicable: true, applied: false })]);

    expect((await send('PUT', `/api/challenges/${id}/me/goal`, athlete.cookie, { time: { hours: 1, minutes: 0 } })).statusCode).toBe(200);
    expect((await send('PUT', `/api/challenges/${id}/me/step`, athlete.cookie, { step: 3 })).statusCode).toBe(409);
    const applied = await send('POST', `/api/challenges/${id}/me/activities/${activity.id}/apply`, athlete.cookie);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().participant).toMatchObject({ finishSeconds: 3120, finishTime: '00:52:00', hasWearable: true });
    expect(applied.json().participant.finishRecordedAt).not.toBeNull();
    expect((await send('GET', `/api/challenges/${id}/me/activities`, athlete.cookie)).json().activities[0].applied).toBe(true);
    expect((await send('PUT', `/api/challenges/${id}/me/step`, athlete.cookie, { step: 3 })).statusCode).toBe(200);
    const stored = await t.db.selectFrom('challengeParticipants').select('wearableSummary').where('challengeId', '=', id).where('userId', '=', athlete.userId).executeTakeFirstOrThrow();
    expect(stored.wearableSummary).toMatchObject({ activityId: activity.activity.activityId, source: 'file' });
  });

  it("a GPX 1 km short is 'No Aplicable' and refused; so is an applied activity while results are closed", async () => {
    const { id, athlete } = await joined('COR234');
    const short = (await upload(id, athlete.cookie, run('2026-11-10T13:00:00Z', 9_000))).json().activity;
    expect(short.applicable).toBe(false);
    const refused = await send('POST', `/api/challenges/${id}/me/activities/${short.id}/apply`, athlete.cookie);
    expect([refused.statusCode, message(refused)]).toEqual([409, 'Esta actividad no es aplicable: su distancia es menor que la del evento']);

    const good = (await upload(id, athlete.cookie, run('2026-11-11T13:00:00Z', 10_000))).json().activity;
    await t.db.updateTable('challenges').set({ admitResults: false }).where('id', '=', id).execute();
    const closed = await send('POST', `/api/challenges/${id}/me/activities/${good.id}/apply`, athlete.cookie);
    expect([closed.statusCode, message(closed)]).toEqual([409, 'Evento deshabilitado para registrar tiempos']);
    const participant = (await send('GET', `/api/challenges/${id}/me`, athlete.cookie)).json().participant;
    expect(participant).toMatchObject({ finishSeconds: null, hasWearable: false });
  });

  it('lists only activities since the start shifted by the zone offset, newest first; empty before', async () => {
    const { id, athlete } = await joined('VEN234'); // starts 2026-11-01 06:00 UTC = 00:00 in Mexico City
    expect((await send('GET', `/api/challenges/${id}/me/activities`, athlete.cookie)).json().activities).toEqual([]);
    await upload(id, athlete.cookie, run('2026-10-31T20:00:00Z', 10_000));
    await upload(id, athlete.cookie, run('2026-11-01T01:00:00Z', 10_000));
    await upload(id, athlete.cookie, run('2026-11-05T13:00:00Z', 10_000));
    const starts = (await send('GET', `/api/challenges/${id}/me/activities`, athlete.cookie)).json().activities.map((row: { activity: { startTimeInSeconds: number } }) => new Date(row.activity.startTimeInSeconds * 1000).toISOString());
    expect(starts).toEqual(['2026-11-05T13:00:00.000Z', '2026-11-01T01:00:00.000Z']);
  });

  it('corrupt, foreign or wrongly named files get a Spanish 400 and nothing is stored', async () => {
    const { id, athlete } = await joined('MAL234');
    const cases: Array<[Buffer | string, string, string, string?]> = [
      ['no soy un gpx', 'actividad.gpx', 'No pudimos leer el archivo: sube una actividad GPX, TCX o FIT válida'],
      [fit.subarray(0, 300), 'paseo.fit', 'No pudimos leer el archivo: sube una actividad GPX, TCX o FIT válida'],
      ['<?xml version="1.0"?><gpx version="1.1"></gpx>', 'vacio.gpx', 'El archivo no tiene distancia ni tiempo de una actividad'],
      [run('2026-11-10T13:00:00Z', 10_000), 'foto.jpg', 'Sube un archivo GPX, TCX o FIT'],
      [run('2026-11-10T13:00:00Z', 10_000), 'actividad.gpx', 'Sube un archivo GPX, TCX o FIT', 'photo'],
    ];
    for (const [data, name, expected, field] of cases) {
      const answer = await upload(id, athlete.cookie, data, name, field);
      expect([answer.statusCode, message(answer)]).toEqual([400, expected]);
    }
    const none = await t.app.inject({ method: 'POST', url: `/api/challenges/${id}/me/activities`, headers: { cookie: athlete.cookie, 'content-type': 'application/json' }, payload: {} });
    expect([none.statusCode, message(none)]).toEqual([400, 'Selecciona un archivo de actividad']);
    expect(await count(id)).toBe(0);
  });

  it("another athlete's activity is invisible to them and cannot be applied by them; outsiders are refused", async () => {
    const { id, athlete } = await joined('OTR234');
    const mine = (await upload(id, athlete.cookie, run('2026-11-10T13:00:00Z', 10_000))).json().activity;
    const other = await signUp(t);
    expect((await send('POST', `/api/challenges/${id}/join`, other.cookie, { code: 'OTR234' })).statusCode).toBe(201);
    expect((await send('GET', `/api/challenges/${id}/me/activities`, other.cookie)).json().activities).toEqual([]);
    const stolen = await send('POST', `/api/challenges/${id}/me/activities/${mine.id}/apply`, other.cookie);
    expect([stolen.statusCode, message(stolen)]).toEqual([404, 'La actividad no existe']);
    const outsider = await signUp(t);
    const refused = await upload(id, outsider.cookie, run('2026-11-10T13:00:00Z', 10_000));
    expect([refused.statusCode, message(refused)]).toEqual([403, 'Usuario no autorizado para este evento']);
    expect((await send('GET', `/api/challenges/${id}/me/activities`)).statusCode).toBe(401);
    expect(await count(id)).toBe(1);
  });

  it('FTP on the account: zones, IF and TSS of a FIT with power, recomputed when the FTP changes', async () => {
    const { id, athlete } = await joined('FTP234');
    expect((await send('GET', '/api/me/training', athlete.cookie)).json()).toEqual({ ftpWatts: null, zones: [] });
    const invalid = await send('PUT', '/api/me/training', athlete.cookie, { ftpWatts: 0 });
    expect(invalid.statusCode).toBe(400);
    const saved = await send('PUT', '/api/me/training', athlete.cookie, { ftpWatts: 250 });
    expect(saved.json().zones).toHaveLength(7);
    expect(saved.json().zones[3]).toEqual({ zone: 4, minWatts: 226, maxWatts: 263 });

    const ride = await upload(id, athlete.cookie, fit, 'rodada.FIT');
    expect(ride.statusCode, ride.body).toBe(201);
    const power = ride.json().activity.activity.power;
    expect(power).toMatchObject({ ftpWatts: 250 });
    expect(power.intensityFactor).toBeCloseTo(power.normalizedWatts / 250, 2);
    expect(power.trainingStressScore).toBeGreaterThan(0);
    expect(ride.json().activity.applicable).toBe(true); // 12 km for 10 km

    await send('PUT', '/api/me/training', athlete.cookie, { ftpWatts: 300 });
    const again = (await send('GET', `/api/challenges/${id}/me/activities`, athlete.cookie)).json().activities[0].activity.power;
    expect(again.ftpWatts).toBe(300);
    expect(again.intensityFactor).toBeCloseTo(power.normalizedWatts / 300, 2);
    await send('PUT', '/api/me/training', athlete.cookie, { ftpWatts: null });
    expect((await send('GET', `/api/challenges/${id}/me/activities`, athlete.cookie)).json().activities[0].activity.power.trainingStressScore).toBeNull();
  });
});
