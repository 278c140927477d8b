/**
 * Ingresos at city-marathon size (issue 11): one event with 30,000 registrants (10 extra fields, 5 products), the
 * server in its own process on PostgreSQL, the load from autocannon (a separate process). Each figure beside its
 * baseline in the same run: a bare Fastify route running the plain `SELECT … LIMIT 50` on the same table.
 * - the first page of Ingresos, a name search and the dashboard aggregates (p50 / p99, 10 connections);
 * - the full-data CSV (type 1) of the 30,000: time to the last byte and the server's memory while it streams.
 * Run: npx tsx bench/registrants.bench.ts   (BENCH_DATABASE_URL=postgres://… names the server; a fresh database is
 * created and dropped. PostgreSQL only: the baseline needs a second connection to the same database.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '@dorsal/server/config';
import { buildApp } from '@dorsal/server/app';
import { migrateToLatest, openDatabase } from '@dorsal/server/db/database';
import { demoEventImport, demoModality } from '@dorsal/server/db/seed/demo-event-builder';
import { autocannon, type CannonResult } from './support/autocannon.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import { startServerProcess } from './support/server-process.ts';

const REGISTRANTS = 30_000;
const CONNECTIONS = 10;
const SECONDS = 10;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDatabase = await createBenchDatabase('bench_registrants', serverUrl);
const databaseUrl = benchDatabase.url;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-bench-'));

// 1. The event, its form (10 fields), 5 products and 30,000 registrants written in bulk.
const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
await migrateToLatest(db);
const { app, services } = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), db, runJobs: false });
const eventDate = '2027-10-10';
const modality = (code: string, name: string, order: number) =>
  demoModality({ code, name, description: '', minutes: [20, 300], athletes: 0, controls: [], ageGroups: 'adult' }, order, `${eventDate}T13:00:00.000Z`);
const eventId = await services.imports.createEvent(
  demoEventImport(
    {
      name: 'Maratón de prueba de carga', eventDate, startTime: '07:00', timeZone: 'America/Mexico_City', place: 'Centro', city: 'Monterrey', country: 'México',
      hasWebsite: false, ageAtEventDate: true, status: 'registration', timing: { showAll: true, showDns: true, hideControls: false, videos: [] },
    },
    [modality('42K', 'Maratón', 0), modality('21K', 'Medio maratón', 1), modality('10K', '10 km', 2)],
    [],
    [],
  ),
  null,
);
const sizes = ['CH', 'M', 'G', 'XG'];
const choice = (id: string, label: string, values: string[], order: number) => ({ id, label, type: 'select' as const, required: false, order, options: values.map((value) => ({ label: value, value })) });
const formFields = [
  choice('talla', 'Talla de playera', sizes, 1), choice('tipoSangre', 'Tipo de sangre', ['O+', 'O-', 'A+', 'A-', 'B+', 'AB+'], 2),
  choice('club', 'Club', ['Ninguno', 'Regios', 'Chipinque', 'Runners MTY'], 3), choice('experiencia', 'Maratones previos', ['0', '1-3', '4-10', '10+'], 4),
  choice('transporte', 'Transporte', ['Auto', 'Metro', 'Bici'], 5),
  ...['contacto', 'telefonoContacto', 'alergias', 'medicamentos', 'comoSeEntero'].map((id, index) => ({ id, label: id, type: 'text' as const, required: false, order: 6 + index })),
];
const products = ['playera', 'medalla', 'gorra', 'foto', 'estacionamiento'].map((code, index) => ({
  code, name: `Producto ${code}`, unitCents: 10_000 * (index + 1), maxQuantity: 3, formFields: index === 0 ? [choice('talla', 'Talla', sizes, 1)] : [],
}));
await services.registration.setup({
  eventId,
  settings: { formFields },
  modalities: ['42K', '21K', '10K'].map((code, index) => ({
    code, capacity: null, firstBib: 1 + index * 20_000, priceWindows: [{ from: '2026-01-01', to: '2027-10-09', prices: { precio_1: 90_000 - index * 20_000 } }], products,
  })),
  discountCodes: [],
});
const fillStarted = performance.now();
await sql`
  insert into registrations (public_key, event_id, modality_id, modality_code, category_code, branch, idempotency_key, request_hash, first_names,
    last_names, email, phone, birth_date, form_values, state, currency, currency_rate, subtotal_cents, discount_cents, commission_cents, total_cents,
    charge_cents, bib, created_at, confirmed_at)
  select 'bench-' || n, ${eventId}, m.id, m.code, 'LIB', case when n % 2 = 0 then 'F' else 'M' end, 'bench-' || n, 'h',
    (array['María José','José Luis','Ana Sofía','Juan Carlos','Lucía','Miguel Ángel','Fernanda','Sebastián'])[1 + n % 8],
    (array['García','Hernández','López','Martínez','Núñez','Pérez','Ibáñez','Gómez'])[1 + (n / 8) % 8] || ' ' || (array['Ruiz','Díaz','Torres','Flores','Cruz'])[1 + n % 5],
    'corredor' || n || '@ejemplo.mx', '81' || lpad(n::text, 8, '0'), '1990-01-01',
    jsonb_build_object('talla', (array['CH','M','G','XG'])[1 + n % 4], 'tipoSangre', (array['O+','O-','A+','A-','B+','AB+'])[1 + n % 6],
      'club', (array['Ninguno','Regios','Chipinque','Runners MTY'])[1 + n % 4], 'experiencia', (array['0','1-3','4-10','10+'])[1 + n % 4],
      'transporte', (array['Auto','Metro','Bici'])[1 + n % 3], 'contacto', 'Familiar ' || n, 'telefonoContacto', '8100000000',
      'alergias', 'Ninguna', 'medicamentos', 'Ninguno', 'comoSeEntero', 'Redes'),
    case when n % 10 = 0 then 'pending_payment' else 'confirmed' end, 'MXN', 1, 70000, 0, 4900, 74900, 74900,
    n, now() - make_interval(mins => n * 3), case when n % 10 = 0 then null else now() - make_interval(mins => n * 3) end
  from generate_series(1, ${REGISTRANTS}) n
  join lateral (select id, code, case code when '42K' then 1 when '21K' then 20001 else 40001 end as first_bib from modalities where event_id = ${eventId}
    order by sort_order offset (n % 3) limit 1) m on true`.execute(db);
await sql`
  insert into registration_lines (registration_id, position, code, name, description, quantity, unit_cents, form_values)
  select r.id, 0, 'insc', 'Inscripción', '', 1, 70000, null from registrations r where r.event_id = ${eventId}
  union all
  select r.id, p.position, 'producto-' || p.code, 'Producto ' || p.code, '', 1 + r.id % 3, p.cents,
    case when p.code = 'playera' then jsonb_build_object('talla', (array['CH','M','G','XG'])[1 + r.id % 4]) end
  from registrations r cross join (values (1, 'playera', 10000), (2, 'medalla', 20000), (3, 'gorra', 30000), (4, 'foto', 40000), (5, 'estacionamiento', 50000)) p(position, code, cents)
  where r.event_id = ${eventId} and (r.id + p.position) % 4 = 0`.execute(db);
await sql`
  insert into payments (registration_id, provider, method, status, amount_cents, idempotency_key, paid_at)
  select r.id, 'sandbox', case when r.id % 5 = 0 then 'oxxo_cash' else 'card' end, case when r.state = 'confirmed' then 'paid' else 'pending' end, r.charge_cents,
    'reg_' || r.public_key, r.confirmed_at
  from registrations r where r.event_id = ${eventId}`.execute(db);
await sql`analyze`.execute(db);
const fillMs = performance.now() - fillStarted;
const signUp = await app.inject({
  method: 'POST', url: '/api/accounts',
  payload: { firstNames: 'Organizadora', lastNames: 'De Carga', email: 'carga@ejemplo.mx', password: 'carga-2027', phone: '8112345678', gender: 'F', birthDate: '1985-01-01' },
});
if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
await db.insertInto('eventStaff').values({ eventId, userId: signUp.json().user.id, role: 'owner' }).execute();
await app.close();
await db.destroy();

// 2. The server in its own process, signed in as the event's owner.
const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
const base = `http://127.0.0.1:${server.port}`;
const session = await fetch(`${base}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: 'carga@ejemplo.mx', password: 'carga-2027' }) });
const cookie = session.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const headers = { cookie };
const api = (suffix: string) => `${base}/api/manage/events/${eventId}${suffix}`;

// 3. The baseline: a bare Fastify route with a pg pool, the plain SELECT … LIMIT 50 on the same table.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const bare = Fastify();
bare.get('/page', async () => (await pool.query('select id, first_names, last_names, email, phone, bib, created_at from registrations where event_id = $1 order by id desc limit 50', [eventId])).rows);
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/page`;

const cold: string[] = [];
for (const url of [api('/registrants'), api('/registrants?q=jose%20nunez'), api('/dashboard')]) {
  const started = performance.now();
  const warm = await fetch(url, { headers });
  if (!warm.ok) throw new Error(`${url}: ${warm.status} ${await warm.text()}`);
  await warm.arrayBuffer();
  cold.push(`${url.slice(url.lastIndexOf('/') + 1)} ${Math.round(performance.now() - started)} ms`);
}
const firstPage = (await (await fetch(api('/registrants'), { headers })).json()) as { total: number; registrants: unknown[] };
const run = (url: string) => autocannon([url], { connections: CONNECTIONS, seconds: SECONDS, headers });
const baseline = await run(bareUrl);
const pageLoad = await run(api('/registrants'));
const searchLoad = await run(api('/registrants?q=jose%20nunez'));
const bibLoad = await run(api('/registrants?q=20500'));
const dashboardLoad = await run(api('/dashboard'));

// 4. The full-data CSV of every registrant, streamed: time to the last byte and the server's memory meanwhile; then
// again from a server whose heap is capped at 256 MB, which streams it all the same (memory does not grow with rows).
async function downloadCsv(target: { base: string; rss: () => number; cookie: string }) {
  const rssBefore = target.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, target.rss())), 25);
  const started = performance.now();
  const answer = await fetch(`${target.base}/api/manage/events/${eventId}/registrant-reports/full`, { headers: { cookie: target.cookie } });
  const bytes = Buffer.from(await answer.arrayBuffer());
  clearInterval(sampler);
  return { status: answer.status, ms: performance.now() - started, bytes, rows: bytes.toString('utf8').trimEnd().split('\r\n').length - 1, rssBefore, rssPeak };
}
const csv = await downloadCsv({ base, rss: () => server.rssBytes(), cookie });
await server.stop();
const capped = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NODE_OPTIONS: '--max-old-space-size=256' });
const cappedBase = `http://127.0.0.1:${capped.port}`;
const cappedSession = await fetch(`${cappedBase}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json', origin: cappedBase }, body: JSON.stringify({ email: 'carga@ejemplo.mx', password: 'carga-2027' }) });
const cappedCsv = await downloadCsv({ base: cappedBase, rss: () => capped.rssBytes(), cookie: cappedSession.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') });

console.log(`PostgreSQL · 1 event × ${REGISTRANTS} registrants (10 extra fields, 5 products; ${firstPage.total} complete) written in ${(fillMs / 1000).toFixed(1)} s`);
console.log(`\nRequests, ${CONNECTIONS} connections × ${SECONDS} s (autocannon, separate process; server in its own process):`);
const line = (name: string, r: CannonResult) =>
  console.log(`  ${name.padEnd(44)} p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ${Math.round(r.requestsPerSecond).toString().padStart(6)} req/s  non-2xx ${r.non2xx}`);
line('baseline: bare Fastify, SELECT … LIMIT 50', baseline);
line('Ingresos, first page (50 rows, columns)', pageLoad);
line("Ingresos, name search 'jose nunez'", searchLoad);
line('Ingresos, search by bib', bibLoad);
line('Dashboard aggregates', dashboardLoad);
const ratio = (r: CannonResult) => (r.p99 / Math.max(baseline.p99, 1)).toFixed(1);
console.log(`  p99 ratio to the baseline: first page ${ratio(pageLoad)}×, name search ${ratio(searchLoad)}×, bib ${ratio(bibLoad)}×, dashboard ${ratio(dashboardLoad)}×`);
console.log(`  cold (first request after start): ${cold.join(', ')}`);
for (const [name, r] of [['Full-data CSV', csv], ['Full-data CSV, heap capped at 256 MB', cappedCsv]] as const) {
  console.log(`\n${name}: ${r.status}, ${r.rows} rows, ${mb(r.bytes.length)} in ${(r.ms / 1000).toFixed(2)} s; server RSS ${mb(r.rssBefore)} before, peak ${mb(r.rssPeak)} while streaming`);
}

await bare.close();
await pool.end();
await capped.stop();
if (process.env.BENCH_KEEP) console.log(`kept: ${databaseUrl}`);
await benchDatabase.drop({ keep: Boolean(process.env.BENCH_KEEP) });
fs.rmSync(dataDir, { recursive: true, force: true });
