import pg from 'pg';

/**
 * A new, empty PostgreSQL database on the bench's server (`serverUrl`, e.g. BENCH_DATABASE_URL), named after the
 * bench and this process, and `drop` to remove it at the end (`keep` leaves it, ending the admin connection only).
 */
export async function createBenchDatabase(name: string, serverUrl: string) {
  const database = `${name}_${process.pid}`;
  const url = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  return {
    url,
    async drop({ keep = false } = {}) {
      if (!keep) await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}
