import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Db } from './database.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR/pgdata. */
export function openConfiguredDatabase(config: Config): Promise<Db> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  return openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') });
}
