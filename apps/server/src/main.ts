import { DEMO_SITE_HOST } from './db/seed/demo-site.ts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { isEmpty, migrateToLatest } from './db/database.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { seedDemoRacePhotos } from './db/seed/demo-race-photos.ts';
import { seedDemoPhotoBatch } from './db/seed/demo-photo-batch.ts';
import { seedDemoRegistrants } from './db/seed/demo-registrants.ts';
import { seedDemoMarathon } from './db/seed/demo-marathon.ts';
import { seedDemoChallenges } from './db/seed/demo-challenges.ts';
import { startDemoRace } from './db/seed/demo-race.ts';
import { DEMO_PASSWORD, demoAccounts } from './db/seed/demo-accounts.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
// WEB_DIST serves a web build kept elsewhere (a release folder; a test run isolated from rebuilds).
const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(repoRoot, 'apps/web/dist');

// Relative paths (DATA_DIR=./data) are relative to the repository, whichever folder npm runs in.
process.chdir(repoRoot);
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`Dorsal no arrancó. ${(error as Error).message}`);
    process.exit(1);
  }
})();
const db = await openConfiguredDatabase(config);
await migrateToLatest(db);
const seeding = config.seedDemo && (await isEmpty(db));
const built = await buildApp({ config, db, webDist, logger: config.production });
if (seeding) {
  const { events, accounts } = await seedDemo(built);
  await seedDemoRegistrants(built.services, db, events);
  await seedDemoRacePhotos(built.services.storage, db, events.past);
  await seedDemoPhotoBatch(db, events.past);
  await seedDemoChallenges(built.services, db, accounts['organizador@dorsal.mx'] ?? null, accounts['atleta@dorsal.mx'] ?? null);
}
if (config.demoMarathonRunners > 0) {
  const started = performance.now();
  await seedDemoMarathon(built.services, db, config.demoMarathonRunners);
  console.log(`Maratón demo: ${config.demoMarathonRunners} atletas listos en ${Math.round(performance.now() - started)} ms`);
}

await built.app.listen({ port: config.port, host: config.host });
const stopDemoRace =
  config.seedDemo && config.demoRaceSpeed > 0
    ? await startDemoRace(built, db, { url: `http://${['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host}:${config.port}`, speed: config.demoRaceSpeed })
    : () => {};
const url = config.publicUrl ?? `http://localhost:${config.port}`;
console.log(`\nDorsal está listo en ${url}`);
console.log(`Base de datos: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${path.join(config.dataDir, 'pgdata')}`}`);
console.log(`Escucha en ${config.host}:${config.port}${config.production ? ' (producción)' : ''}`);
console.log(config.smtpUrl ? 'Correo: SMTP' : `Correo: sin SMTP_URL, los correos quedan en ${url}/buzon (desde este equipo o con la cuenta admin)`);
if (config.seedDemo) {
  console.log(`Cuentas demo (contraseña ${DEMO_PASSWORD}):`);
  for (const account of demoAccounts) {
    const label = account.email.startsWith('organizador')
      ? 'organizador (staff de los eventos demo)'
      : account.email.startsWith('taquilla')
        ? 'punto de venta del Medio Maratón de Monterrey'
        : account.role;
    console.log(`  ${account.email.padEnd(24)} ${label}`);
  }
  console.log(`Sitio demo del organizador: http://${DEMO_SITE_HOST}:${config.port}`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  stopDemoRace();
  console.log(`\n${signal}: cerrando…`);
  await built.app.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
