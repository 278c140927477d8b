import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSourceOf, type Db } from '../../db/database.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { startChild, type Child } from '../../test/child-process.ts';
import { openSse } from '../../test/sse-client.ts';

const instanceScript = path.join(import.meta.dirname, '../../test/app-instance.ts');

/** Two server processes on one PostgreSQL schema, as behind a load balancer. */
describe.runIf(process.env.TEST_DATABASE_URL)('realtime across two server processes on PostgreSQL', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const instances: { child: Child; url: string }[] = [];
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase('postgres'));
    const source = notificationSourceOf(db);
    const env = { TEST_SCHEMA: source.kind === 'postgres' ? source.schema : '' };
    for (const _ of [1, 2]) {
      const child = startChild(instanceScript, env);
      const { port } = await child.next((line) => 'port' in line);
      instances.push({ child, url: `http://127.0.0.1:${port as number}` });
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(instances.map(({ child }) => child.stop()));
    await drop?.();
  });

  const [a, b] = [() => instances[0]!, () => instances[1]!];
  const publishOn = async (instance: { url: string }, n: number) => {
    const response = await fetch(`${instance.url}/test/publish/race`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n }) });
    return ((await response.json()) as { seq: number }).seq;
  };
  const subscribers = async (instance: { url: string }) => ((await (await fetch(`${instance.url}/test/stats`)).json()) as { subscribers: number }).subscribers;

  it('a publish in one process reaches a client of the other; a client resuming with Last-Event-ID gets what it missed once, in order', async () => {
    const live = openSse(`${b().url}/test/stream/race`);
    await expect.poll(() => subscribers(b())).toBe(1);
    for (let n = 1; n <= 5; n += 1) await publishOn(a(), n);
    await live.until(() => live.events.length === 5);
    expect(live.messages()).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));
    expect(live.events.map((e) => e.id)).toEqual(['1', '2', '3', '4', '5']);
    live.close();

    for (let n = 6; n <= 10; n += 1) await publishOn(n % 2 ? a() : b(), n); // published on both while the client is away
    const resumedOnA = openSse(`${a().url}/test/stream/race`, { 'last-event-id': '5' });
    await resumedOnA.until(() => resumedOnA.events.length === 5);
    await expect.poll(() => subscribers(a())).toBe(1);
    await publishOn(b(), 11);
    await resumedOnA.until(() => resumedOnA.events.length === 6);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resumedOnA.messages()).toEqual([6, 7, 8, 9, 10, 11].map((n) => ({ n })));
    expect(resumedOnA.events.map((e) => e.id)).toEqual(['6', '7', '8', '9', '10', '11']);
    resumedOnA.close();
  });
});
