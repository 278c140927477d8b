import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../../../test/sse-client.ts';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { challengeBody, insertParticipant, organizerTestAccount } from '../organizer/organizer.fixtures.ts';

type Caller = 'admin' | 'owner' | 'manager' | 'otherOrganizer' | 'participant' | 'nonParticipant' | 'guest';
const callers: Caller[] = ['admin', 'owner', 'manager', 'otherOrganizer', 'participant', 'nonParticipant', 'guest'];
const staff: Caller[] = ['admin', 'owner', 'manager'];

// Every chat route × every caller: the participant's side for participants only (the organizer is not one), the
// organizer's side through the policy (action 'chat': owner, managers, platform admin). Others: 403 (a guest 401), nothing changes.
const allowed = {
  history: ['participant'],
  unread: ['participant'],
  send: ['participant'],
  read: ['participant'],
  stream: ['participant'],
  conversations: staff,
  findAthlete: staff,
  staffHistory: staff,
  staffSend: staff,
  hide: staff,
  staffRead: staff,
  staffStream: staff,
} satisfies Record<string, Caller[]>;
type Route = keyof typeof allowed;
const streams: Route[] = ['stream', 'staffStream'];

describe.each(testDatabases)('who may use a challenge chat (every chat route × every caller) on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let challengeId: string;
  let participantId: string;
  let messageId: number;
  const cookies = {} as Record<Exclude<Caller, 'guest'>, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    let managerId = '';
    for (const caller of ['admin', 'owner', 'manager', 'otherOrganizer', 'participant', 'nonParticipant'] as const) {
      const account = await organizerTestAccount(t, { admin: caller === 'admin' });
      cookies[caller] = account.cookie;
      if (caller === 'manager') managerId = account.userId;
      if (caller === 'participant') participantId = account.userId;
    }
    challengeId = (await t.app.inject({ method: 'POST', url: '/api/manage/challenges', headers: { cookie: cookies.owner }, payload: challengeBody })).json().challenge.id;
    const other = (await t.app.inject({ method: 'POST', url: '/api/manage/challenges', headers: { cookie: cookies.otherOrganizer }, payload: { ...challengeBody, name: 'Otro reto' } })).json().challenge.id;
    await t.db.insertInto('challengeStaff').values({ challengeId, userId: managerId, role: 'manager', createdAt: new Date() }).execute();
    await insertParticipant(t, challengeId, participantId);
    await insertParticipant(t, other, participantId); // a participant elsewhere is not one here
    const sent = await t.app.inject({ method: 'POST', url: `/api/challenges/${challengeId}/chat`, headers: { cookie: cookies.participant }, payload: { text: 'Hola' } });
    messageId = sent.json().message.id;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  function call(route: Route, cookie: string | undefined) {
    const athlete = `/api/challenges/${challengeId}/chat`;
    const manage = `/api/manage/challenges/${challengeId}/chat`;
    const calls: Record<Exclude<Route, 'stream' | 'staffStream'>, { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: Record<string, unknown> }> = {
      history: { method: 'GET', url: `${athlete}?channel=organizer` },
      unread: { method: 'GET', url: `${athlete}/unread` },
      send: { method: 'POST', url: athlete, payload: { text: 'Pregunta' } },
      read: { method: 'PUT', url: `${athlete}/read`, payload: { channel: 'public', lastId: 1 } },
      conversations: { method: 'GET', url: `${manage}/conversations` },
      findAthlete: { method: 'GET', url: `${manage}/athlete?raceNumber=1` },
      staffHistory: { method: 'GET', url: `${manage}/messages?channel=${participantId}` },
      staffSend: { method: 'POST', url: `${manage}/messages`, payload: { channel: 'public', text: 'Aviso' } },
      hide: { method: 'POST', url: `${manage}/messages/${messageId}/hide` },
      staffRead: { method: 'PUT', url: `${manage}/read`, payload: { channel: participantId, lastId: 1 } },
    };
    const { payload, ...rest } = calls[route as keyof typeof calls];
    return t.app.inject({ ...rest, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  }

  async function streamStatus(route: Route, cookie: string | undefined) {
    const url = route === 'stream' ? `${base}/api/challenges/${challengeId}/chat/stream?channel=public` : `${base}/api/manage/challenges/${challengeId}/chat/stream`;
    const client = openSse(url, cookie ? { cookie } : {});
    await client.opened;
    client.close();
    return client.status;
  }

  const state = async () => ({
    messages: await t.db.selectFrom('challengeChatMessages').select(['id', 'text', 'hiddenAt']).orderBy('id').execute(),
    reads: await t.db.selectFrom('challengeChatReads').select(['userId', 'channel', 'lastReadId']).orderBy('userId').orderBy('channel').execute(),
  });

  for (const caller of callers) {
    it(`${caller}: gets exactly what the rules allow, and a refusal changes nothing`, async () => {
      const cookie = caller === 'guest' ? undefined : cookies[caller];
      for (const route of Object.keys(allowed) as Route[]) {
        const before = await state();
        const may = (allowed[route] as Caller[]).includes(caller);
        if (streams.includes(route)) {
          const status = await streamStatus(route, cookie);
          expect(status, `${caller} ${route}`).toBe(caller === 'guest' ? 401 : may ? 200 : 403);
        } else {
          const response = await call(route, cookie);
          if (caller === 'guest') expect(response.statusCode, `${caller} ${route}`).toBe(401);
          else if (!may) expect(response.statusCode, `${caller} ${route}: ${response.body}`).toBe(403);
          else expect(response.statusCode, `${caller} ${route}: ${response.body}`).toBeLessThan(300);
        }
        if (!may) expect(await state(), `${caller} ${route}`).toEqual(before);
      }
    }, 60_000);
  }

  it("answers 'El id del evento ingresado no existe' (404) for an unknown challenge", async () => {
    for (const url of ['/api/challenges/zzzzzzzz/chat?channel=public', '/api/manage/challenges/zzzzzzzz/chat/conversations']) {
      const response = await t.app.inject({ url, headers: { cookie: cookies.admin } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.message).toBe('El id del evento ingresado no existe');
    }
  });
});
