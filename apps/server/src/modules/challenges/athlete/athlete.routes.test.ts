import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { SandboxPaymentProvider } from '../../../adapters/payments/payment-port.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { challengeCallers, createChallenge, signUp } from './athlete.fixtures.ts';

describe.each(testDatabases)('challenges, the athlete side, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerMinute: 10_000 });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const { send, message } = challengeCallers(() => t);
  const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1565c0' } }).jpeg().toBuffer();
  const upload = async (challengeId: string, kind: string, cookie: string, data: Buffer, field = 'photo') => {
    const body = multipartFile(field, 'foto.jpg', 'image/jpeg', data);
    return t.app.inject({ method: 'POST', url: `/api/challenges/${challengeId}/me/photos/${kind}`, headers: { cookie, ...body.headers }, payload: body.payload });
  };

  it('shows the card; an unknown id answers the spec message', async () => {
    const id = await createChallenge(t.db);
    const card = await send('GET', `/api/challenges/${id}`);
    expect(card.statusCode).toBe(200);
    expect(card.json().challenge).toMatchObject({ id, name: 'Reto 10K Noviembre', distanceKm: 10, participants: 0, formFields: [] });
    for (const missing of ['nada123', 'no%20vale']) {
      const answer = await send('GET', `/api/challenges/${missing}`);
      expect(answer.statusCode).toBe(404);
      expect(message(answer)).toBe('El Id del evento ingresado no existe o el evento ya no está abierto al público');
    }
  });

  it('joins with a code: number and category, the use recorded; codes invalid, inactive or used up are refused', async () => {
    const categories = { F: [{ name: 'Libre', ageStart: 18, ageEnd: 39, code: 2 }, { name: 'Master', ageStart: 40, ageEnd: 200, code: 3 }], M: [] };
    const id = await createChallenge(t.db, { categories }, [
      { code: 'ABC234', uses: 1 },
      { code: 'OFF234', uses: 5, active: false },
      { code: 'DOS234', uses: 2 },
    ]);
    const ana = await signUp(t, { gender: 'F', birthDate: '1986-11-02' }); // 39 on 2026-11-01 in Mexico City
    const beto = await signUp(t, { gender: 'M' });
    const carla = await signUp(t, { gender: 'F', birthDate: '1950-01-01' });
    expect((await send('POST', `/api/challenges/${id}/join`, undefined, { code: 'ABC234' })).statusCode).toBe(401);
    const empty = await send('POST', `/api/challenges/${id}/join`, ana.cookie, { code: '  ' });
    expect([empty.statusCode, message(empty)]).toEqual([400, 'Campo requerido']);
    const invalid = await send('POST', `/api/challenges/${id}/join`, ana.cookie, { code: 'ZZZ999' });
    expect([invalid.statusCode, message(invalid)]).toEqual([400, 'Código inválido']);
    const inactive = await send('POST', `/api/challenges/${id}/join`, ana.cookie, { code: 'OFF234' });
    expect([inactive.statusCode, message(inactive)]).toEqual([409, 'Código ya utilizado y agotado']);

    const joined = await send('POST', `/api/challenges/${id}/join`, ana.cookie, { code: 'abc234' });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().participant).toMatchObject({ raceNumber: 1, categoryName: 'Libre', categoryCode: 2, step: 0, paymentStatus: 'none', goalTime: null });
    const again = await send('POST', `/api/challenges/${id}/join`, ana.cookie, { code: 'DOS234' });
    expect([again.statusCode, again.json().participant.raceNumber]).toEqual([200, 1]);
    const usedUp = await send('POST', `/api/challenges/${id}/join`, beto.cookie, { code: 'ABC234' });
    expect([usedUp.statusCode, message(usedUp)]).toEqual([409, 'Código ya utilizado y agotado']);
    const beto2 = await send('POST', `/api/challenges/${id}/join`, beto.cookie, { code: 'DOS234' });
    expect(beto2.json().participant).toMatchObject({ raceNumber: 2, categoryName: 'Única', categoryCode: 1 });
    expect((await send('POST', `/api/challenges/${id}/join`, carla.cookie, { code: 'DOS234' })).json().participant).toMatchObject({ raceNumber: 3, categoryName: 'Master' });

    const uses = await t.db.selectFrom('challengeCodeUses').select(['code', 'userId']).where('challengeId', '=', id).orderBy('id').execute();
    expect(uses).toEqual([
      { code: 'ABC234', userId: ana.userId },
      { code: 'DOS234', userId: beto.userId },
      { code: 'DOS234', userId: carla.userId },
    ]);
    const mine = await send('GET', '/api/me/challenges', ana.cookie);
    expect(mine.json().challenges).toEqual([expect.objectContaining({ id, raceNumber: 1, step: 0 })]);
  });

  it('someone not in the challenge, or made inactive, is not authorised', async () => {
    const id = await createChallenge(t.db, {}, [{ code: 'UNO234', uses: 3 }]);
    const outsider = await signUp(t);
    const goal = await send('PUT', `/api/challenges/${id}/me/goal`, outsider.cookie, { time: { hours: 1, minutes: 0 } });
    expect([goal.statusCode, message(goal)]).toEqual([403, 'Usuario no autorizado para este evento']);
    expect((await send('GET', `/api/challenges/${id}/me`, outsider.cookie)).json()).toEqual({ participant: null });
    await send('POST', `/api/challenges/${id}/join`, outsider.cookie, { code: 'UNO234' });
    await t.db.updateTable('challengeParticipants').set({ active: false }).where('userId', '=', outsider.userId).execute();
    const step = await send('PUT', `/api/challenges/${id}/me/step`, outsider.cookie, { step: 1 });
    expect([step.statusCode, message(step)]).toEqual([403, 'Usuario no autorizado para este evento']);
  });

  it('goal and finish times: ranges, set, clear; finish only while results are admitted and open, stamped by the server', async () => {
    const id = await createChallenge(t.db, { admitResults: false }, [{ code: 'TIE234', uses: 3 }]);
    const athlete = await signUp(t);
    await send('POST', `/api/challenges/${id}/join`, athlete.cookie, { code: 'TIE234' });
    const badGoal = await send('PUT', `/api/challenges/${id}/me/goal`, athlete.cookie, { time: { hours: 1, minutes: 60 } });
    expect([badGoal.statusCode, message(badGoal)]).toEqual([400, 'De 0 a 59 minutos']);
    expect(message(await send('PUT', `/api/challenges/${id}/me/goal`, athlete.cookie, { time: { hours: 101, minutes: 0 } }))).toBe('De 0 a 100 horas');
    expect(message(await send('PUT', `/api/challenges/${id}/me/goal`, athlete.cookie, { time: { hours: 1, minutes: 0, seconds: 60 } }))).toBe('De 0 a 59 segundos');
    expect(message(await send('PUT', `/api/challenges/${id}/me/goal`, athlete.cookie, { time: { minutes: 1 } }))).toBe('Campo requerido');
    const goal = await send('PUT', `/api/challenges/${id}/me/goal`, athlete.cookie, { time: { hours: 0, minutes: 55 } });
    expect(goal.json().participant).toMatchObject({ goalTime: '00:55:00', goalSeconds: 3300 });
    expect((await send('PUT', `/api/challenges/${id}/me/goal`, athlete.cookie, { time: null })).json().participant.goalTime).toBeNull();

    const blocked = await send('PUT', `/api/challenges/${id}/me/finish`, athlete.cookie, { time: { hours: 0, minutes: 50 } });
    expect([blocked.statusCode, message(blocked)]).toEqual([409, 'Evento deshabilitado para registrar tiempos']);
    await t.db.updateTable('challenges').set({ admitResults: true }).where('id', '=', id).execute();
    const before = Date.now();
    const finish = await send('PUT', `/api/challenges/${id}/me/finish`, athlete.cookie, { time: { hours: 0, minutes: 50, seconds: 7 } });
    expect(finish.json().participant).toMatchObject({ finishTime: '00:50:07', finishSeconds: 3007 });
    expect(Date.parse(finish.json().participant.finishRecordedAt)).toBeGreaterThanOrEqual(before - 1000);
    const cleared = await send('PUT', `/api/challenges/${id}/me/finish`, athlete.cookie, { time: null });
    expect(cleared.json().participant).toMatchObject({ finishTime: null, finishRecordedAt: null });
    await t.db.updateTable('challenges').set({ ended: true }).where('id', '=', id).execute();
    const ended = await send('PUT', `/api/challenges/${id}/me/finish`, athlete.cookie, { time: { hours: 0, minutes: 50 } });
    expect([ended.statusCode, message(ended)]).toEqual([409, 'Evento finalizado. Si realizaste el evento y no registraste el tiempo puedes contactar al organizador para recibir acceso']);
  });

  it('the saved step needs each earlier step done and only moves forward; the form is saved with its rules', async () => {
    const form = [{ name: 'talla', label: 'Talla de playera', options: ['CH', 'M', 'G'] }, { name: 'club', label: 'Club', required: false }];
    const id = await createChallenge(t.db, { form }, [{ code: 'PAS234', uses: 3 }]);
    const athlete = await signUp(t);
    const url = `/api/challenges/${id}`;
    expect(message(await send('PUT', `${url}/me/step`, athlete.cookie, { step: 1 }))).toBe('Usuario no autorizado para este evento');
    await send('POST', `${url}/join`, athlete.cookie, { code: 'PAS234' });
    expect(message(await send('PUT', `${url}/me/step`, athlete.cookie, { step: 1 }))).toBe('Completa el formulario para continuar');
    const badForm = await send('PUT', `${url}/me/form`, athlete.cookie, { answers: { talla: 'XXL' } });
    expect([badForm.statusCode, message(badForm)]).toEqual([400, 'Campo requerido']);
    expect((await send('PUT', `${url}/me/form`, athlete.cookie, { answers: { talla: 'M', otro: 'x' } })).json().participant.formAnswers).toEqual({ talla: 'M', club: '' });
    expect((await send('PUT', `${url}/me/step`, athlete.cookie, { step: 1 })).json().participant.step).toBe(1);
    expect(message(await send('PUT', `${url}/me/step`, athlete.cookie, { step: 2 }))).toBe('Ingresa el tiempo que deseas realizar en el reto');
    await send('PUT', `${url}/me/goal`, athlete.cookie, { time: { hours: 1, minutes: 0 } });
    expect((await send('PUT', `${url}/me/step`, athlete.cookie, { step: 2 })).json().participant.step).toBe(2);
    await send('PUT', `${url}/me/finish`, athlete.cookie, { time: { hours: 0, minutes: 58 } });
    expect(message(await send('PUT', `${url}/me/step`, athlete.cookie, { step: 3 }))).toBe('Ingresa tu tiempo con una evidencia de tu tiempo');
    expect((await upload(id, 'evidence', athlete.cookie, await jpeg(900, 600))).statusCode).toBe(200);
    expect((await send('PUT', `${url}/me/step`, athlete.cookie, { step: 4 })).json().participant.step).toBe(4);
    expect((await send('PUT', `${url}/me/step`, athlete.cookie, { step: 1 })).json().participant.step).toBe(4);
  });

  it('photos: stored as JPEG of 500 px at most; galleries of 100 per page; not an image is refused', async () => {
    const id = await createChallenge(t.db, {}, [{ code: 'FOT234', uses: 5 }]);
    const athlete = await signUp(t, { firstNames: 'Lupita', lastNames: 'Reyes' });
    await send('POST', `/api/challenges/${id}/join`, athlete.cookie, { code: 'FOT234' });
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 4, background: '#ff0000' } }).png().toBuffer();
    const start = await upload(id, 'startLine', athlete.cookie, png);
    expect(start.statusCode, start.body).toBe(200);
    const startUrl = start.json().participant.startPhotoUrl as string;
    expect(startUrl).toMatch(/\.jpg$/);
    const stored = await t.app.inject({ method: 'GET', url: startUrl });
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 500, 375]);
    await upload(id, 'startLine', athlete.cookie, await jpeg(300, 300)); // replaces the first
    const notImage = await upload(id, 'finishLine', athlete.cookie, Buffer.from('hola'));
    expect([notImage.statusCode, message(notImage)]).toEqual([400, 'El archivo no es una imagen válida (JPG, PNG o WebP)']);
    const gallery = await send('GET', `/api/challenges/${id}/photos?kind=startLine`);
    expect(gallery.json()).toMatchObject({ total: 1, pageSize: 100, photos: [{ raceNumber: 1, name: 'Lupita Reyes' }] });
    expect((await send('GET', `/api/challenges/${id}/photos?kind=finishLine&page=2`)).json()).toMatchObject({ total: 0, photos: [] });
  });

  it('results ranked with every column, filtered by gender, my result; the podium only once closed', async () => {
    const id = await createChallenge(t.db, {}, [{ code: 'RES234', uses: 10 }]);
    const runners = [
      { gender: 'F' as const, finish: { hours: 0, minutes: 50 }, goal: { hours: 0, minutes: 55 } },
      { gender: 'M' as const, finish: { hours: 0, minutes: 45 }, goal: null },
      { gender: 'F' as const, finish: { hours: 0, minutes: 48 }, goal: { hours: 0, minutes: 45 } },
      { gender: 'M' as const, finish: null, goal: { hours: 1, minutes: 0 } },
    ];
    const cookies: string[] = [];
    for (const runner of runners) {
      const { cookie } = await signUp(t, { gender: runner.gender });
      cookies.push(cookie);
      await send('POST', `/api/challenges/${id}/join`, cookie, { code: 'RES234' });
      if (runner.goal) await send('PUT', `/api/challenges/${id}/me/goal`, cookie, { time: runner.goal });
      if (runner.finish) await send('PUT', `/api/challenges/${id}/me/finish`, cookie, { time: runner.finish });
    }
    await upload(id, 'evidence', cookies[0]!, await jpeg(200, 200));
    const all = await send('GET', `/api/challenges/${id}/results`);
    expect(all.json()).toMatchObject({ total: 4, preliminary: true });
    expect(all.json().rows.map((r: { raceNumber: number; overallPosition: number; genderPosition: number; categoryPosition: number }) => [r.raceNumber, r.overallPosition, r.genderPosition, r.categoryPosition])).toEqual([
      [2, 1, 1, 1],
      [3, 2, 1, 1],
      [1, 3, 2, 2],
      [4, 0, 0, 0],
    ]);
    expect(all.json().rows[2]).toMatchObject({ goalTime: '00:55:00', finishTime: '00:50:00', hasEvidence: true, pace: '5:00 /km', categoryName: 'Única' });
    expect(all.json().rows[0]).toMatchObject({ hasEvidence: false, goalTime: null });
    const women = await send('GET', `/api/challenges/${id}/results?gender=F`);
    expect(women.json()).toMatchObject({ total: 2, page: 1, pageSize: 50, rows: [{ raceNumber: 3 }, { raceNumber: 1 }] });
    expect((await send('GET', `/api/challenges/${id}/results/me`, cookies[3])).json()).toMatchObject({ row: { raceNumber: 4, finishTime: null, overallPosition: 0 }, pages: { all: 1, gender: 1 } });
    expect((await send('GET', `/api/challenges/${id}/podium`)).json()).toEqual({ podium: null });
    await t.db.updateTable('challenges').set({ ended: true }).where('id', '=', id).execute();
    const podium = (await send('GET', `/api/challenges/${id}/podium`)).json().podium;
    expect(podium.F.map((r: { raceNumber: number }) => r.raceNumber)).toEqual([3, 1]);
    expect(podium.M.map((r: { raceNumber: number }) => r.raceNumber)).toEqual([2]);
    expect((await send('GET', `/api/challenges/${id}/results`)).json().preliminary).toBe(false);
  });

  it('a priced challenge: registration incomplete until paid; card pays at once, an OXXO slip when its payment event comes', async () => {
    const id = await createChallenge(t.db, { priceCents: 25_000 }, [{ code: 'PAG234', uses: 5 }]);
    const url = `/api/challenges/${id}`;
    const card = await signUp(t);
    await send('POST', `${url}/join`, card.cookie, { code: 'PAG234' });
    expect(message(await send('PUT', `${url}/me/step`, card.cookie, { step: 1 }))).toBe('Completa tu registro para continuar');
    const declined = await send('POST', `${url}/me/payment`, card.cookie, { method: { kind: 'card', token: 'tok_test_card_declined' }, idempotencyKey: 'intento-1' });
    expect(declined.statusCode).toBe(402);
    const paid = await send('POST', `${url}/me/payment`, card.cookie, { method: { kind: 'card', token: 'tok_test_visa_4242' }, idempotencyKey: 'intento-2' });
    expect(paid.json().participant.paymentStatus).toBe('paid');
    expect((await send('PUT', `${url}/me/step`, card.cookie, { step: 1 })).json().participant.step).toBe(1);

    const cash = await signUp(t);
    await send('POST', `${url}/join`, cash.cookie, { code: 'PAG234' });
    const slip = await send('POST', `${url}/me/payment`, cash.cookie, { method: { kind: 'oxxo_cash' }, idempotencyKey: 'oxxo-intento-1' });
    const participant = slip.json().participant;
    expect(slip.statusCode, slip.body).toBe(200);
    expect(participant).toMatchObject({ paymentStatus: 'pending', cashSlip: { amountCents: 25_000 } });
    await (t.services.payments as SandboxPaymentProvider).markCashPaid(participant.cashSlip.reference);
    expect((await send('GET', `${url}/me`, cash.cookie)).json().participant).toMatchObject({ paymentStatus: 'paid', cashSlip: null });
  });
});
