import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSourceOf } from '../../db/database.ts';
import { startChild, type Child } from '../../test/child-process.ts';
import { createDemoApp, type DemoApp } from '../../test/demo-app.ts';
import { openSse } from '../../test/sse-client.ts';
import { toAccountView } from '../accounts/account-view.ts';

const instanceScript = path.join(import.meta.dirname, '../../test/app-instance.ts');

/** Two stateless server processes behind a load balancer, on one PostgreSQL schema: timing arrives at one, phones watch the other. */
describe.runIf(process.env.TEST_DATABASE_URL)('live timing across two server processes on PostgreSQL', () => {
  let t: DemoApp;
  const instances: { child: Child; url: string }[] = [];
  beforeAll(async () => {
    t = await createDemoApp('postgres');
    const source = notificationSourceOf(t.db);
    const env = { TEST_SCHEMA: source.kind === 'postgres' ? source.schema : '' };
    for (const _ of [1, 2]) {
      const child = startChild(instanceScript, env);
      const { port } = await child.next((line) => 'port' in line);
      instances.push({ child, url: `http://127.0.0.1:${port as number}` });
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(instances.map(({ child }) => child.stop()));
    await t?.close();
  });

  it('a passing sent to one instance reaches an SSE client of the other, with its row and the new counts', async () => {
    const eventId = t.demo.events.live!;
    const organizer = toAccountView((await t.services.accountsRepository.findByEmail('organizador@dorsal.mx'))!);
    await t.services.timing.startWave(organizer, eventId, '25K', new Date(Date.now() - 2 * 60 * 60_000).toISOString());
    const { secret } = await t.services.timing.keys.create(organizer, eventId, 'Tapete de meta');
    const [a, b] = [instances[0]!, instances[1]!];

    const phone = openSse(`${b.url}/api/events/${eventId}/results/stream`);
    await phone.until(() => phone.events.some((event) => event.event === 'snapshot'));
    const sent = await fetch(`${a.url}/api/events/${eventId}/timing/passings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ passings: [{ bib: 501, checkpoint: 1001, time: new Date().toISOString(), readerId: 'km7', readId: '1' }] }),
    });
    expect(sent.status).toBe(200);
    await phone.until(() => phone.messages().length === 1);
    const [change] = phone.messages() as [{ version: number; modalities: { code: string }[]; passings: { bib: number; controlCode: number; km: number }[] }];
    expect(change.passings).toEqual([expect.objectContaining({ bib: 501, controlCode: 1001, km: 7.5 })]);
    expect(change.modalities.map((modality) => modality.code)).toEqual(['25K']);
    // The other instance answers the new version at once (its version cache heard the notification).
    const board = (await (await fetch(`${b.url}/api/events/${eventId}/live`)).json()) as { version: number; passings: { bib: number }[] };
    expect(board.version).toBe(change.version);
    expect(board.passings[0]!.bib).toBe(501);
    phone.close();
  });
});
