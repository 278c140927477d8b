import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../../../test/sse-client.ts';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { challengeBody, insertParticipant, organizerTestAccount } from '../organizer/organizer.fixtures.ts';

interface Message {
  id: number;
  text: string;
  topic: string;
  athleteId: string | null;
  fromOrganizer: boolean;
  hidden: boolean;
}

describe.each(testDatabases)('the challenge chat on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let challengeId: string;
  const cookies = {} as Record<'owner' | 'ana' | 'beto' | 'stranger', string>;
  const ids = {} as Record<'ana' | 'beto', string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const who of ['owner', 'ana', 'beto', 'stranger'] as const) {
      const account = await organizerTestAccount(t);
      cookies[who] = account.cookie;
      if (who === 'ana' || who === 'beto') ids[who] = account.userId;
    }
    challengeId = (await t.app.inject({ method: 'POST', url: '/api/manage/challenges', headers: { cookie: cookies.owner }, payload: challengeBody })).json().challenge.id;
    await insertParticipant(t, challengeId, ids.ana, { raceNumber: 1 });
    await insertParticipant(t, challengeId, ids.beto, { raceNumber: 2 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const athlete = (cookie: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.app.inject({ method, url: `/api/challenges/${challengeId}/chat${path}`, headers: { cookie }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  const staff = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.app.inject({ method, url: `/api/manage/challenges/${challengeId}/chat${path}`, headers: { cookie: cookies.owner }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  const texts = (page: { messages: Message[] }) => page.messages.map((m) => m.text);

  it('shows each athlete the public messages and only their own conversation', async () => {
    expect((await staff('POST', '/messages', { channel: 'public', text: 'Bienvenidos al reto' })).statusCode).toBe(201);
    const fromAna = await athlete(cookies.ana, 'POST', '', { text: '  ¿Puedo correr en caminadora? <b>hola</b>  ' });
    expect(fromAna.statusCode).toBe(201);
    expect(fromAna.json().message).toMatchObject({ type: 'text', topic: 'organizer', athleteId: ids.ana, fromOrganizer: false, text: '¿Puedo correr en caminadora? <b>hola</b>' });
    await athlete(cookies.beto, 'POST', '', { text: 'Mensaje privado de Beto' });
    const answer = await staff('POST', '/messages', { channel: ids.ana, text: 'Sí, sube la foto de la caminadora' });
    expect(answer.json().message).toMatchObject({ topic: ids.ana, fromOrganizer: true });

    const anaPublic = (await athlete(cookies.ana, 'GET', '?channel=public')).json();
    expect(texts(anaPublic)).toEqual(['Bienvenidos al reto']);
    const anaMine = (await athlete(cookies.ana, 'GET', '?channel=organizer')).json();
    expect(texts(anaMine)).toEqual(['¿Puedo correr en caminadora? <b>hola</b>', 'Sí, sube la foto de la caminadora']);
    const betoMine = (await athlete(cookies.beto, 'GET', '?channel=organizer')).json();
    expect(texts(betoMine)).toEqual(['Mensaje privado de Beto']);
    expect(JSON.stringify(betoMine)).not.toContain('caminadora');

    // Someone who did not join, and an unknown challenge.
    const stranger = await athlete(cookies.stranger, 'GET', '?channel=public');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe('Solo los participantes del evento pueden usar los mensajes');
    expect((await t.app.inject({ url: '/api/challenges/NOEXISTE/chat?channel=public', headers: { cookie: cookies.ana } })).statusCode).toBe(404);

    // The organizer sees every conversation, newest first, with what each athlete wrote since they last read it.
    const { conversations } = (await staff('GET', '/conversations')).json();
    expect(conversations.map((c: { athleteId: string; unread: number }) => [c.athleteId, c.unread])).toEqual([
      [ids.ana, 1],
      [ids.beto, 1],
    ]);
    expect(conversations[0]).toMatchObject({ name: 'María José Núñez Peña', raceNumber: 1, lastText: 'Sí, sube la foto de la caminadora' });
    // To write to an athlete first, the organizer looks them up by race number.
    expect((await staff('GET', '/athlete?raceNumber=2')).json()).toEqual({ athlete: { athleteId: ids.beto, name: 'María José Núñez Peña', raceNumber: 2 } });
    expect((await staff('GET', '/athlete?raceNumber=99')).json().error.message).toBe('No hay ningún participante con ese número');
    expect((await staff('GET', '/athlete?raceNumber=abc')).body).toContain('No hay ningún participante con ese número');
  });

  it('counts unread messages per reader and conversation until they are read', async () => {
    expect((await athlete(cookies.ana, 'GET', '/unread')).json()).toEqual({ public: 1, organizer: 1 });
    expect((await athlete(cookies.beto, 'GET', '/unread')).json()).toEqual({ public: 1, organizer: 0 });
    const page = (await athlete(cookies.ana, 'GET', '?channel=organizer')).json() as { messages: Message[] };
    expect((await athlete(cookies.ana, 'PUT', '/read', { channel: 'organizer', lastId: page.messages.at(-1)!.id })).statusCode).toBe(200);
    // An older tab cannot make messages unread again.
    await athlete(cookies.ana, 'PUT', '/read', { channel: 'organizer', lastId: 0 });
    expect((await athlete(cookies.ana, 'GET', '/unread')).json()).toEqual({ public: 1, organizer: 0 });

    const betoPage = (await staff('GET', `/messages?channel=${ids.beto}`)).json() as { messages: Message[] };
    await staff('PUT', '/read', { channel: ids.beto, lastId: betoPage.messages.at(-1)!.id });
    const { conversations } = (await staff('GET', '/conversations')).json();
    expect(conversations.find((c: { athleteId: string }) => c.athleteId === ids.beto).unread).toBe(0);
    expect(conversations.find((c: { athleteId: string }) => c.athleteId === ids.ana).unread).toBe(1);
  });

  it('hides a message from athletes and keeps it, marked, for the organizer', async () => {
    const sent = (await athlete(cookies.beto, 'POST', '', { text: 'Mensaje ofensivo' })).json().message as Message;
    const hidden = await t.app.inject({ method: 'POST', url: `/api/manage/challenges/${challengeId}/chat/messages/${sent.id}/hide`, headers: { cookie: cookies.owner } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().message).toMatchObject({ id: sent.id, hidden: true });
    expect(texts((await athlete(cookies.beto, 'GET', '?channel=organizer')).json())).not.toContain('Mensaje ofensivo');
    const forStaff = (await staff('GET', `/messages?channel=${ids.beto}`)).json() as { messages: Message[] };
    expect(forStaff.messages.find((m) => m.id === sent.id)).toMatchObject({ hidden: true });
    const row = await t.db.selectFrom('challengeChatMessages').select(['hiddenAt', 'hiddenBy']).where('id', '=', sent.id).executeTakeFirstOrThrow();
    expect(row.hiddenAt).not.toBeNull();
    expect(row.hiddenBy).not.toBeNull();
    // Only messages of this challenge.
    expect((await t.app.inject({ method: 'POST', url: `/api/manage/challenges/${challengeId}/chat/messages/999999/hide`, headers: { cookie: cookies.owner } })).json().error.message).toBe('El mensaje no existe');
  });

  it('refuses empty and too long messages and a flood, in Spanish, and stores nothing', async () => {
    const count = async () => Number((await t.db.selectFrom('challengeChatMessages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const tooLong = await athlete(cookies.ana, 'POST', '', { text: 'a'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('El mensaje puede tener como máximo 1000 caracteres');
    const empty = await athlete(cookies.ana, 'POST', '', { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Escribe un mensaje');
    expect((await staff('POST', '/messages', { channel: 'nadie', text: 'Hola' })).json().error.message).toBe('Ese atleta no participa en el evento');
    expect(await count()).toBe(before);

    expect((await athlete(cookies.ana, 'POST', '', { text: 'a'.repeat(1000) })).statusCode).toBe(201);
    let last = 201;
    let sent = 1;
    while (last === 201 && sent < 20) {
      last = (await athlete(cookies.ana, 'POST', '', { text: `Mensaje ${sent}` })).statusCode;
      sent += 1;
    }
    expect(last).toBe(429);
    const flood = await athlete(cookies.ana, 'POST', '', { text: 'Uno más' });
    expect(flood.json().error.message).toBe('Enviaste demasiados mensajes; espera un minuto e intenta de nuevo');
    // Ana's earlier messages this minute count too: ten in all.
    const anaThisMinute = await t.db.selectFrom('challengeChatMessages').select((eb) => eb.fn.countAll().as('n')).where('authorId', '=', ids.ana).executeTakeFirstOrThrow();
    expect(Number(anaThisMinute.n)).toBe(10);
  });

  it('counts simultaneous sends of one person one after another: ten pass, the rest get 429', async () => {
    const before = await t.db.selectFrom('challengeChatMessages').select((eb) => eb.fn.countAll().as('n')).where('authorId', '=', ids.beto).where('createdAt', '>', new Date(Date.now() - 60_000)).executeTakeFirstOrThrow();
    const room = 10 - Number(before.n);
    const answers = await Promise.all(Array.from({ length: room + 5 }, (_, i) => athlete(cookies.beto, 'POST', '', { text: `Simultáneo ${i}` })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(room);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(5);
    await t.db.deleteFrom('challengeChatMessages').where('text', 'like', 'Simultáneo %').execute();
  });

  it('pages history newest last with "load earlier"', async () => {
    const first = (await staff('GET', `/messages?channel=${ids.ana}&limit=3`)).json() as { messages: Message[]; hasEarlier: boolean };
    expect(first.messages).toHaveLength(3);
    expect(first.hasEarlier).toBe(true);
    expect(first.messages[0]!.id).toBeLessThan(first.messages[2]!.id);
    const earlier = (await staff('GET', `/messages?channel=${ids.ana}&limit=100&before=${first.messages[0]!.id}`)).json() as { messages: Message[]; hasEarlier: boolean };
    expect(earlier.hasEarlier).toBe(false);
    expect(earlier.messages.at(-1)!.id).toBeLessThan(first.messages[0]!.id);
    expect(earlier.messages[0]!.text).toBe('¿Puedo correr en caminadora? <b>hola</b>');
  });

  it('streams each new or hidden message only to those who may see it', async () => {
    await t.db.deleteFrom('challengeChatMessages').where('authorId', '=', ids.ana).execute(); // the flood above: a fresh minute
    const url = (channel: string) => `${base}/api/challenges/${challengeId}/chat/stream?channel=${channel}`;
    const anaPublic = openSse(url('public'), { cookie: cookies.ana });
    const anaMine = openSse(url('organizer'), { cookie: cookies.ana });
    const betoMine = openSse(url('organizer'), { cookie: cookies.beto });
    const organizer = openSse(`${base}/api/manage/challenges/${challengeId}/chat/stream`, { cookie: cookies.owner });
    const stranger = openSse(url('public'), { cookie: cookies.stranger });
    await Promise.all([anaPublic.opened, anaMine.opened, betoMine.opened, organizer.opened, stranger.opened]);
    expect(stranger.status).toBe(403);
    // Athletes' streams start with a snapshot (their newest page); wait for it before sending.
    await Promise.all([anaPublic, anaMine, betoMine].map((s) => s.until(() => s.events.some((e) => e.event === 'snapshot'))));
    await expect.poll(() => t.services.realtime.stats().subscribers).toBe(4);

    await athlete(cookies.ana, 'POST', '', { text: 'Ana en vivo' });
    await staff('POST', '/messages', { channel: 'public', text: 'Aviso en vivo' });
    const answer = (await staff('POST', '/messages', { channel: ids.beto, text: 'Respuesta para Beto' })).json().message as Message;
    await t.app.inject({ method: 'POST', url: `/api/manage/challenges/${challengeId}/chat/messages/${answer.id}/hide`, headers: { cookie: cookies.owner } });

    const got = (s: ReturnType<typeof openSse>) => s.messages() as { kind: string; message?: Message; id?: number }[];
    await organizer.until(() => got(organizer).length >= 4);
    await betoMine.until(() => got(betoMine).length >= 2);
    await anaPublic.until(() => got(anaPublic).length >= 1);
    await anaMine.until(() => got(anaMine).length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(got(organizer).map((p) => [p.kind, p.message?.text])).toEqual([
      ['message', 'Ana en vivo'],
      ['message', 'Aviso en vivo'],
      ['message', 'Respuesta para Beto'],
      ['hidden', 'Respuesta para Beto'],
    ]);
    expect(got(anaPublic).map((p) => p.message?.text)).toEqual(['Aviso en vivo']);
    expect(got(anaMine).map((p) => p.message?.text)).toEqual(['Ana en vivo']);
    expect(got(betoMine)).toEqual([{ kind: 'message', message: expect.objectContaining({ text: 'Respuesta para Beto' }) }, { kind: 'hidden', id: answer.id }]);
    for (const s of [anaPublic, anaMine, betoMine, organizer, stranger]) s.close();
  });
});
