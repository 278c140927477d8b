/**
 * A job worker in its own process, for crash tests: on PostgreSQL (TEST_SCHEMA) or on a PGlite data
 * folder (PGLITE_DIR). Its `test.hang` jobs announce {"claimed": id} and never finish, so the test
 * can kill the process mid-job.
 */
import { openDatabase } from '../db/database.ts';
import { createJobs } from '../lib/jobs/index.ts';

const db = process.env.PGLITE_DIR
  ? await openDatabase({ kind: 'pglite', dataDir: process.env.PGLITE_DIR })
  : await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema: process.env.TEST_SCHEMA! });
const jobs = createJobs(db, { leaseMs: Number(process.env.LEASE_MS), pollMs: 50 });
jobs.define<{ id: string }>('test.hang', {
  run: (payload, { attempt }) => {
    console.log(JSON.stringify({ claimed: payload.id, attempt }));
    return new Promise(() => {});
  },
});
await jobs.start();
console.log(JSON.stringify({ started: true }));
