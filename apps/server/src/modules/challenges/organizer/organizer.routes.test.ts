import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { addRunners } from '../athlete/athlete.fixtures.ts';
import { challengeBody, insertParticipant, organizerTestAccount } from './organizer.fixtures.ts';

describe.each(testDatabases)('challenge organizer routes on %s', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof organizerTestAccount>>;
  let admin: Awaited<ReturnType<typeof organizerTestAccount>>;
  let other: Awaited<ReturnType<typeof organizerTestAccount>>;
  let id: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie: string | undefined, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
  const base = () => `/api/manage/challenges/${id}`;
  const row = () => t.db.selectFrom('challenges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await organizerTestAccount(t);
    admin = await organizerTestAccount(t, { admin: true });
    other = await organizerTestAccount(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('creates a challenge with a short random id; every bad field is refused in Spanish and nothing is created', async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Campo requerido'],
      [{ name: 'x'.repeat(51) }, 'name', 'Máximo 50 caracteres'],
      [{ description: '' }, 'description', 'Campo requerido'],
      [{ distanceKm: 0 }, 'distanceKm', 'La distancia debe ser mayor que 0'],
      [{ distanceKm: 3.141 }, 'distanceKm', 'Usa como máximo dos decimales'],
      [{ startsAt: '2027-03-01T08:00:00-06:00' }, 'startsAt', 'La fecha de inicio debe ser inferior a la de finalización'],
      [{ kind: 'laps' }, 'kind', 'Campo requerido'],
      [{ price: -5 }, 'price', 'El precio no puede ser negativo'],
      [{ accessCodesAdmitted: 0 }, 'accessCodesAdmitted', 'Entre 1 y 100,000 accesos'],
    ];
    for (const [change, field, message] of refusals) {
      const response = await call('POST', '/api/manage/challenges', owner.cookie, { ...challengeBody, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.fields[field], field).toBe(message);
    }
    expect(await t.db.selectFrom('challenges').select('id').execute()).toEqual([]);

    const created = await call('POST', '/api/manage/challenges', owner.cookie, { ...challengeBody, price: 149.5 });
    expect(created.statusCode, created.body).toBe(201);
    const challenge = created.json().challenge;
    id = challenge.id;
    expect(id).toMatch(/^[2-9a-hjkmnp-z]{8}$/);
    expect(challenge).toMatchObject({ name: 'Reto 10K Otoño', distanceKm: 10, price: 149.5, accessCodesAdmitted: 10, admitResults: false, ended: false, role: 'owner', isAdmin: false, categories: null });
    expect((await row()).priceCents).toBe(14950);
    const mine = (await call('GET', '/api/manage/challenges', owner.cookie)).json().challenges;
    expect(mine).toEqual([expect.objectContaining({ id, name: 'Reto 10K Otoño', participantCount: 0 })]);
    expect((await call('GET', '/api/manage/challenges', other.cookie)).json().challenges).toEqual([]);
  });

  it('treats the creator as owner even without a staff row (challenges written straight to the database)', async () => {
    const direct = 'dir3ct22';
    await t.db.insertInto('challenges').values({ id: direct, name: 'Reto sembrado', description: 'x', distanceKm: 5, startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: new Date('2026-12-02T00:00:00Z'), kind: 'distance', createdBy: owner.userId, form: null, categories: null, photoConfig: null, photoUrl: null, frameImageUrl: null, startAudioUrl: null, finishAudioUrl: null, createdAt: new Date(), updatedAt: new Date() }).execute();
    expect((await call('GET', `/api/manage/challenges/${direct}`, owner.cookie)).json().challenge.role).toBe('owner');
    expect((await call('GET', '/api/manage/challenges', owner.cookie)).json().challenges.map((c: { id: string }) => c.id)).toContain(direct);
    expect((await call('GET', `/api/manage/challenges/${direct}`, other.cookie)).statusCode).toBe(403);
    await t.db.deleteFrom('challenges').where('id', '=', direct).execute();
  });

  it('edits the details and toggles result registration and status', async () => {
    const bad = await call('PUT', base(), owner.cookie, { ...challengeBody, endsAt: challengeBody.startsAt });
    expect(bad.json().error.message).toBe('La fecha de inicio debe ser inferior a la de finalización');
    const saved = await call('PUT', base(), owner.cookie, { ...challengeBody, name: 'Reto 21K Invierno', distanceKm: 21.1, kind: 'byTime', accessCodesAdmitted: 20 });
    expect(saved.json().challenge).toMatchObject({ name: 'Reto 21K Invierno', distanceKm: 21.1, kind: 'byTime', accessCodesAdmitted: 20 });
    expect((await call('PATCH', `${base()}/status`, owner.cookie, { admitResults: true })).json().challenge).toMatchObject({ admitResults: true, ended: false });
    expect((await call('PATCH', `${base()}/status`, owner.cookie, { ended: true })).json().challenge).toMatchObject({ admitResults: true, ended: true });
    expect((await call('PATCH', `${base()}/status`, owner.cookie, { ended: 'sí' })).statusCode).toBe(400);
    await call('PUT', base(), owner.cookie, challengeBody);
  });

  it('generates codes within the admitted accesses, never repeated; lists 10 then all; deactivates, refuses to reactivate a used-up one; CSV with BOM', async () => {
    for (const [body, message] of [
      [{ quantity: 0, uses: 2 }, 'Campo requerido'],
      [{ uses: 2 }, 'Campo requerido'],
      [{ quantity: 3 }, 'Campo requerido'],
      [{ quantity: 501, uses: 1 }, 'Entre 1 y 500 códigos'],
      [{ quantity: 1, uses: 1001 }, 'Entre 1 y 1000 usos por código'],
    ] as const) {
      expect((await call('POST', `${base()}/codes`, owner.cookie, body)).json().error.message).toBe(message);
    }
    const three = await call('POST', `${base()}/codes`, owner.cookie, { quantity: 3, uses: 2 });
    expect(three.statusCode, three.body).toBe(201);
    expect(three.json().created).toHaveLength(3);
    for (const code of three.json().created) expect(code).toMatchObject({ code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/), uses: 2, usedCount: 0, active: true });
    const over = await call('POST', `${base()}/codes`, owner.cookie, { quantity: 3, uses: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('El límite de accesos permitidos es de 10');
    await call('POST', `${base()}/codes`, owner.cookie, { quantity: 4, uses: 1 });
    await t.db.updateTable('challenges').set({ accessCodesAdmitted: 100 }).where('id', '=', id).execute();
    await call('POST', `${base()}/codes`, owner.cookie, { quantity: 5, uses: 1 });
    const first = (await call('GET', `${base()}/codes`, owner.cookie)).json();
    expect(first.codes).toHaveLength(10);
    expect(first).toMatchObject({ total: 12, codeUsesTotal: 15 });
    const all = (await call('GET', `${base()}/codes?all=true`, owner.cookie)).json().codes as { code: string }[];
    expect(new Set(all.map((code) => code.code)).size).toBe(12);

    const code = three.json().created[0].code as string;
    expect((await call('PATCH', `${base()}/codes/${code}`, owner.cookie, { active: false })).json().code).toMatchObject({ code, active: false });
    await t.db.updateTable('challengeAccessCodes').set({ usedCount: 2 }).where('challengeId', '=', id).where('code', '=', code).execute();
    const refused = await call('PATCH', `${base()}/codes/${code}`, owner.cookie, { active: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Código agotado');
    const other = three.json().created[1].code as string;
    await call('PATCH', `${base()}/codes/${other}`, owner.cookie, { active: false });
    expect((await call('PATCH', `${base()}/codes/${other}`, owner.cookie, { active: true })).json().code.active).toBe(true);
    expect((await call('PATCH', `${base()}/codes/NOPE22`, owner.cookie, { active: true })).json().error.message).toBe('Código inválido');

    const csv = await call('GET', `${base()}/codes.csv`, owner.cookie);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body).toContain('Código,Usos permitidos,Usos,Estado,Creado,Enlace');
    expect(csv.body).toContain(`/retos/${id}/code/${code}`);
    expect(csv.body.trim().split('\r\n')).toHaveLength(13);
  });

  it('lists participants with their step and evidence count, and exports them (accents kept)', async () => {
    await insertParticipant(t, id, other.userId, { raceNumber: 7, evidence: 2 });
    const answer = (await call('GET', `${base()}/participants`, owner.cookie)).json();
    expect(answer).toMatchObject({ total: 1, page: 1, pageSize: 100 });
    expect(answer.participants).toEqual([
      expect.objectContaining({ raceNumber: 7, firstNames: 'María José', lastNames: 'Núñez Peña', gender: 'F', categoryName: 'Única', evidenceCount: 2, goalSeconds: 3600, finishSeconds: 3540, step: 0, hasWearable: false, wearableFlags: [], formAnswers: { talla: 'M' } }),
    ]);
    const csv = await call('GET', `${base()}/participants.csv`, owner.cookie);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body).toContain('Número,Nombres,Apellidos,Correo');
    expect(csv.body).toContain('7,María José,Núñez Peña,maria@ejemplo.mx,1990-05-17,Femenil,Única,1,,Sin pago,01:00:00,00:59:00');
    expect(csv.body).toContain('talla: M');

    // An applied activity at an impossible speed is flagged for review (shown, never refused).
    const summary = { source: 'file', activityId: '1', activityType: 'RUNNING', startTimeInSeconds: 0, durationInSeconds: 1200, distanceInMeters: 10_000, activeKilocalories: null, averageHeartRateInBeatsPerMinute: null, averageSpeedInMetersPerSecond: 8.3, power: null, flags: ['implausibleSpeed'] };
    await t.db.updateTable('challengeParticipants').set({ wearableSummary: JSON.stringify(summary) }).where('challengeId', '=', id).where('raceNumber', '=', 7).execute();
    const flagged = (await call('GET', `${base()}/participants`, owner.cookie)).json().participants[0];
    expect(flagged).toMatchObject({ hasWearable: true, wearableFlags: ['implausibleSpeed'] });
    expect((await call('GET', `${base()}/participants.csv`, owner.cookie)).body).toContain('Sí — Revisar: velocidad imposible para la actividad');
  });

  it('pages the participants table by 100 with the total (organizer and admin); the CSV keeps every participant', async () => {
    const created = await call('POST', '/api/manage/challenges', owner.cookie, { ...challengeBody, name: 'Reto de 230' });
    const big = created.json().challenge.id as string;
    await addRunners(t.db, big, Array.from({ length: 230 }, (_, index) => ({ gender: index % 2 === 0 ? 'F' : 'M', categoryCode: 1, goalSeconds: null, finishSeconds: null, active: index !== 5 })));
    const page = async (n: number, url = `/api/manage/challenges/${big}/participants`, cookie = owner.cookie) => (await call('GET', `${url}?page=${n}`, cookie)).json();
    const pages = await Promise.all([1, 2, 3, 4].map((n) => page(n)));
    expect(pages.map((answer) => [answer.participants.length, answer.total, answer.page, answer.pageSize, answer.participants[0]?.raceNumber])).toEqual([
      [100, 230, 1, 100, 1],
      [100, 230, 2, 100, 101],
      [30, 230, 3, 100, 201],
      [0, 230, 4, 100, undefined],
    ]);
    expect(pages[0].participants[5]).toMatchObject({ raceNumber: 6, active: false }); // withdrawn athletes stay in the organizer's list
    const bad = await call('GET', `/api/manage/challenges/${big}/participants?page=0`, owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/api/manage/challenges/${big}/participants?page=2`, other.cookie)).statusCode).toBe(403);
    const adminPage = await page(3, `/api/admin/challenges/${big}/participants`, admin.cookie);
    expect(adminPage).toMatchObject({ challenge: { id: big }, total: 230, page: 3, pageSize: 100 });
    expect(adminPage.participants).toHaveLength(30);
    const csv = await call('GET', `/api/manage/challenges/${big}/participants.csv`, owner.cookie);
    expect(csv.body.trim().split('\r\n')).toHaveLength(231);
  });

  it('stores the photo and the start/finish audio; refuses audio over 3000 kb or not audio', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#d33' } }).png().toBuffer();
    const photoFile = multipartFile('photo', 'f.png', 'image/png', png);
    const photo = await t.app.inject({ method: 'POST', url: `${base()}/photo`, headers: { cookie: owner.cookie, ...photoFile.headers }, payload: photoFile.payload });
    expect(photo.statusCode, photo.body).toBe(200);
    const photoUrl = photo.json().challenge.photoUrl as string;
    expect(photoUrl).toMatch(/^\/files\/challenges\/.+\.jpg$/);
    const upload = (name: string, data: Buffer, kindOf = 'start') => {
      const file = multipartFile('audio', name, 'audio/mpeg', data);
      return t.app.inject({ method: 'POST', url: `${base()}/audio/${kindOf}`, headers: { cookie: owner.cookie, ...file.headers }, payload: file.payload });
    };
    const big = await upload('grande.mp3', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(3_084_000)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('El audio debe pesar menos de 3000 kb');
    const text = await upload('texto.mp3', Buffer.from('esto no es un audio, es texto plano'));
    expect(text.json().error.message).toBe('El archivo debe ser un audio (MP3, M4A, WAV, OGG o WebM)');
    expect((await row()).startAudioUrl).toBeNull();
    const ok = await upload('salida.mp3', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(3_000_000, 7)]));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().challenge.startAudioUrl).toMatch(/\.mp3$/);
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE'), Buffer.alloc(64)]);
    expect((await upload('meta.wav', wav, 'finish')).json().challenge.finishAudioUrl).toMatch(/\.wav$/);
    expect((await call('DELETE', `${base()}/audio/finish`, owner.cookie)).json().challenge.finishAudioUrl).toBeNull();
  });

  it('authorises a manager by the e-mail of an existing account, who then sees the configuration; removes them', async () => {
    const manager = await organizerTestAccount(t);
    expect((await call('GET', base(), manager.cookie)).statusCode).toBe(403);
    expect((await call('POST', `${base()}/staff`, owner.cookie, { email: 'nadie@ejemplo.mx' })).json().error.message).toBe('No hay ninguna cuenta con ese correo');
    expect((await call('POST', `${base()}/staff`, owner.cookie, { email: 'no es correo' })).statusCode).toBe(400);
    expect((await call('POST', `${base()}/staff`, owner.cookie, { email: owner.email })).json().error.message).toBe('Esa cuenta es la titular del reto');
    const added = await call('POST', `${base()}/staff`, owner.cookie, { email: manager.email.toUpperCase() });
    expect(added.json().staff).toEqual([expect.objectContaining({ userId: owner.userId, role: 'owner' }), expect.objectContaining({ userId: manager.userId, role: 'manager' })]);
    expect((await call('GET', base(), manager.cookie)).json().challenge.role).toBe('manager');
    expect((await call('POST', `${base()}/staff`, manager.cookie, { email: other.email })).statusCode).toBe(403);
    expect((await call('DELETE', `${base()}/staff/${owner.userId}`, owner.cookie)).json().error.message).toBe('La cuenta titular no se puede quitar');
    await call('DELETE', `${base()}/staff/${manager.userId}`, owner.cookie);
    expect((await call('GET', base(), manager.cookie)).statusCode).toBe(403);
  });

  it('admin panels: photo configuration, categories and form are validated and saved for the platform admin only', async () => {
    const logo = { path: '/files/logo.png', width: 0.25, margin: 15, corner: 4, code: 'L1', description: 'Logo del club' };
    expect((await call('PUT', `${base()}/photo-config`, admin.cookie, { logos: [{ ...logo, corner: 7 }], frames: [] })).json().error.message).toBe('La esquina va de 1 a 4');
    expect((await call('PUT', `${base()}/photo-config`, owner.cookie, { logos: [logo], frames: [] })).statusCode).toBe(403);
    const photoConfig = await call('PUT', `${base()}/photo-config`, admin.cookie, { logos: [logo], frames: [{ code: 'M1', description: 'Marco otoño', path: '/files/marco.png', type: 'vertical' }] });
    expect(photoConfig.json().challenge.photoConfig.logos).toEqual([logo]);

    expect((await call('PUT', `${base()}/categories`, admin.cookie, { F: [{ name: 'Libre', ageStart: 40, ageEnd: 18, code: 2 }], M: [] })).json().error.message).toBe('La edad inicial debe ser menor o igual a la edad final');
    const categories = { F: [{ name: 'Libre', ageStart: 18, ageEnd: 39, code: 2 }, { name: 'Máster', ageStart: 40, ageEnd: 200, code: 3 }], M: [] };
    expect((await call('PUT', `${base()}/categories`, admin.cookie, categories)).json().challenge.categories).toEqual(categories);

    expect((await call('PUT', `${base()}/form`, admin.cookie, [{ name: 'talla', label: 'Talla', type: 'select', required: true, options: [] }])).json().error.message).toBe('Una lista necesita al menos una opción');
    const form = [{ name: 'talla', label: 'Talla de playera', type: 'select', required: true, options: ['CH', 'M', 'G'] }];
    expect((await call('PUT', `${base()}/form`, admin.cookie, form)).json().challenge.form).toEqual(form);
    expect(JSON.parse(JSON.stringify((await row()).form))).toEqual(form);
    // The owner sees none of the admin JSON.
    expect((await call('GET', base(), owner.cookie)).json().challenge).toMatchObject({ isAdmin: false, categories: null, photoConfig: null, form: null });
  });

  it("the admin overview lists every organizer's challenges with participant counts, and one's participants", async () => {
    await call('POST', '/api/manage/challenges', other.cookie, { ...challengeBody, name: 'Reto de otra cuenta' });
    const list = await call('GET', '/api/admin/challenges', admin.cookie);
    expect(list.json().challenges).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, participantCount: 1, creatorEmail: owner.email }), expect.objectContaining({ name: 'Reto de otra cuenta', participantCount: 0, creatorEmail: other.email })]),
    );
    expect((await call('GET', '/api/admin/challenges', owner.cookie)).statusCode).toBe(403);
    const one = (await call('GET', `/api/admin/challenges/${id}/participants`, admin.cookie)).json();
    expect(one.challenge.id).toBe(id);
    expect(one.participants).toHaveLength(1);
  });
});
