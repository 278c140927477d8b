import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, notificationSourceOf, openDatabase } from '../db/database.ts';

const migrationsDir = fileURLToPath(new URL('../db/migrations/', import.meta.url));

/** Changes whenever a migration file is added or edited, so a stale image is never used. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(migrationsDir).sort()) {
    hash.update(name);
    hash.update(fs.readFileSync(path.join(migrationsDir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

let image: Promise<Blob> | undefined;

/**
 * A dump of an in-memory PGlite with every migration applied, made once per migration set and kept in the temp
 * folder: loading it takes a fraction of booting an empty cluster and migrating it, which every test file did.
 */
export function migratedPgliteImage(): Promise<Blob> {
  image ??= loadOrMake();
  return image;
}

async function loadOrMake(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `dorsal-pglite-migrated-${migrationsFingerprint()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateToLatest(db);
  const source = notificationSourceOf(db);
  if (source.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await source.pglite.dumpDataDir('none');
  await db.destroy();
  // Written aside and renamed: parallel test processes never read a half-written image.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return dump;
}
