/**
 * A virtual challenge with 30,000 participants (issue 12, step 4 'Resultados'): the time of one results page.
 * - before: what the results route did until now — read every active participant (with the evidence check), rank them
 *   in Node with core rankChallenge, filter, slice 50 — measured here with the same query and code, in process;
 * - after: the paged route (`GET /api/challenges/:id/results?page=…`, window functions in PostgreSQL), through
 *   app.inject, so HTTP, validation and serialisation are in its figure and not in the baseline's;
 * plus 'Ver mi resultado' (the athlete's row and pages) and the podium, the organizer's participants page and the
 * full CSV, and the JSON bytes a phone receives.
 * Run: npx tsx bench/challenge-results.bench.ts   (BENCH_DATABASE_URL=postgres://… names the server; a fresh database
 * is created and dropped.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { rankChallenge } from '@dorsal/core';
import { loadConfig } from '@dorsal/server/config';
import { buildApp } from '@dorsal/server/app';
import { migrateToLatest, openDatabase, type Db } from '@dorsal/server/db/database';
import { createBenchDatabase } from './support/bench-database.ts';

const PARTICIPANTS = 30_000;
const WARMUP = 3;
const ITERATIONS = 20;

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDatabase = await createBenchDatabase('bench_challenge_results', serverUrl);
const databaseUrl = benchDatabase.url;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-bench-'));

const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
try {
  await migrateToLatest(db);
  const { app } = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), db, runJobs: false });

  // 1. The challenge and 30,000 athletes: 90 % with a finish time (many ties), 70 % with a goal, 20 % with evidence.
  const challengeId = 'BENCH30K';
  const now = new Date();
  await db
    .insertInto('challenges')
    .values({ id: challengeId, name: 'Reto 30K', description: 'Carga', distanceKm: 10, startsAt: new Date('2026-11-01T06:00:00Z'), endsAt: new Date('2026-12-01T06:00:00Z'), kind: 'distance', priceCents: 0, admitResults: true, ended: true, createdAt: now, updatedAt: now })
    .execute();
  const fillStarted = performance.now();
  await sql`
    insert into users (id, name, email, email_verified, first_names, last_names, phone, gender, birth_date, created_at, updated_at)
    select 'bench-' || n, 'Atleta ' || n, 'bench-' || n || '@example.com', true,
      (array['María José','José Luis','Ana Sofía','Juan Carlos','Lucía','Miguel Ángel','Fernanda','Sebastián'])[1 + n % 8],
      'Apellido ' || n, '5511223344', case when n % 2 = 0 then 'F' else 'M' end, '1990-01-01', now(), now()
    from generate_series(1, ${PARTICIPANTS}) as n`.execute(db);
  await sql`
    insert into challenge_participants (challenge_id, user_id, race_number, first_names, last_names, email, birth_date, gender, category_name,
      category_code, payment_status, goal_seconds, finish_seconds, finish_recorded_at, start_photo_url, joined_at, updated_at)
    select ${challengeId}, 'bench-' || n, n, 'Atleta', 'Apellido ' || n, 'bench-' || n || '@example.com', '1990-01-01',
      case when n % 2 = 0 then 'F' else 'M' end, 'Libre', 1 + n % 4, 'none',
      case when n % 10 < 7 then 2400 + (n * 7) % 1800 end,
      case when n % 10 < 9 then 1800 + (n * 13) % 3600 end,
      case when n % 10 < 9 then now() end, '/media/retos/inicio-' || n || '.jpg', now(), now()
    from generate_series(1, ${PARTICIPANTS}) as n`.execute(db);
  await sql`
    insert into challenge_photos (challenge_id, user_id, kind, url, created_at)
    select ${challengeId}, 'bench-' || n, 'evidence', '/media/retos/evidencia-' || n || '.jpg', now()
    from generate_series(1, ${PARTICIPANTS}) as n where n % 5 = 0`.execute(db);
  await sql`analyze`.execute(db);
  console.log(`${PARTICIPANTS.toLocaleString('en')} participants written in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`);

  const sessionCookie = await signIn();

  // 2. The figures.
  const table: Array<[string, string, string, string]> = [];
  async function measure(label: string, run: () => Promise<number>) {
    for (let i = 0; i < WARMUP; i += 1) await run();
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < ITERATIONS; i += 1) {
      const started = performance.now();
      bytes = await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    table.push([label, at(0.5), at(0.95), bytes ? `${(bytes / 1024).toFixed(1)} kB` : '']);
  }
  const get = async (url: string, cookie?: string) => {
    const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response.rawPayload.length;
  };

  await measure('before: every participant ranked in Node, page 1 (in process, no HTTP)', () => oldResultsPage(db, challengeId, 'all', 0));
  await measure('before: Femenil page 100', () => oldResultsPage(db, challengeId, 'F', 4950));
  await measure('after: GET results page 1 (HTTP)', () => get(`/api/challenges/${challengeId}/results?page=1`));
  await measure('after: GET results page 300 (HTTP)', () => get(`/api/challenges/${challengeId}/results?page=300`));
  await measure('after: GET results Femenil page 100 (HTTP)', () => get(`/api/challenges/${challengeId}/results?gender=F&page=100`));
  await measure('after: GET results/me (row and pages)', () => get(`/api/challenges/${challengeId}/results/me`, sessionCookie));
  await measure('after: GET podium', () => get(`/api/challenges/${challengeId}/podium`));

  const width = Math.max(...table.map((row) => row[0].length));
  console.log(`\nChallenge results with ${PARTICIPANTS.toLocaleString('en')} participants (${ITERATIONS} runs each after ${WARMUP} warm-ups)`);
  console.log(`${'what'.padEnd(width)}  p50 ms  p95 ms  response`);
  for (const [label, p50, p95, size] of table) console.log(`${label.padEnd(width)}  ${p50.padStart(6)}  ${p95.padStart(6)}  ${size}`);

  await app.close();

  /** Signs in as the participant who ran bench-29999 (an athlete deep in the table). */
  async function signIn(): Promise<string> {
    const email = 'bench-yo@example.com';
    const signUp = await app.inject({ method: 'POST', url: '/api/accounts', payload: { firstNames: 'Yo', lastNames: 'Bench', phone: '5511223344', gender: 'F', birthDate: '1990-01-01', email, password: 'corre2026' } });
    if (signUp.statusCode !== 201) throw new Error(signUp.body);
    const userId = (signUp.json() as { user: { id: string } }).user.id;
    await db.updateTable('challengeParticipants').set({ userId }).where('challengeId', '=', challengeId).where('userId', '=', 'bench-29999').execute();
    const cookie = [signUp.headers['set-cookie']].flat().filter(Boolean).map((value) => String(value).split(';')[0]).join('; ');
    return cookie;
  }
} finally {
  await db.destroy();
  await benchDatabase.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The results route as it was before paging in SQL: every active participant read and ranked in Node. Returns JSON bytes. */
async function oldResultsPage(db: Db, challengeId: string, gender: 'all' | 'F' | 'M', offset: number): Promise<number> {
  const rows = await db
    .selectFrom('challengeParticipants as p')
    .select([
      'p.userId', 'p.raceNumber', 'p.firstNames', 'p.lastNames', 'p.gender', 'p.categoryName', 'p.categoryCode', 'p.goalSeconds', 'p.finishSeconds',
      'p.finishRecordedAt', 'p.startPhotoUrl', 'p.finishPhotoUrl', 'p.wearableSummary',
      (eb) => eb.exists(eb.selectFrom('challengePhotos as e').select('e.id').whereRef('e.challengeId', '=', 'p.challengeId').whereRef('e.userId', '=', 'p.userId').where('e.kind', '=', 'evidence')).as('hasEvidencePhoto'),
    ])
    .where('p.challengeId', '=', challengeId)
    .where('p.active', '=', true)
    .execute();
  const ranked = rankChallenge(rows, 'distance', 10).filter((row) => gender === 'all' || row.gender === gender);
  const page = ranked.slice(offset, offset + 50).map((row) => ({ ...row, hasEvidence: Boolean(row.hasEvidencePhoto) || row.wearableSummary !== null }));
  return JSON.stringify({ rows: page, total: ranked.length, preliminary: false }).length;
}
