/**
 * One Dorsal server instance for multi-process tests: the whole app (buildApp) on the PostgreSQL
 * schema in TEST_SCHEMA, plus two test routes to publish on and subscribe to a test topic. Prints
 * {"port": n} once it listens; stops on SIGTERM.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { publish } from '../lib/realtime/index.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-instance-'));
const db = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema: process.env.TEST_SCHEMA! });
const { app, services } = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), db, runJobs: false });
app.post<{ Params: { name: string }; Body: unknown }>('/test/publish/:name', async (request) => ({
  seq: await db.transaction().execute((trx) => publish(trx, `test/${request.params.name}`, request.body)),
}));
app.get<{ Params: { name: string } }>('/test/stream/:name', (request, reply) => services.realtime.stream(request, reply, { topic: `test/${request.params.name}` }));
app.get('/test/stats', async () => services.realtime.stats());
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));

process.on('SIGTERM', async () => {
  await app.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
