import { sql } from 'kysely';
import type { Trx } from './database.ts';

/** Who claims a short path on the main host: an event or an organizer's site (one namespace for both). */
export type ShortPathOwner = { kind: 'event'; id: number } | { kind: 'site'; id: number };

/**
 * Locks the path for the rest of the transaction, then says who holds it besides `self`. Events and sites keep their
 * paths in two tables; the lock makes two simultaneous claims of one path, one from each, follow each other.
 */
export async function claimShortPath(trx: Trx, path: string, self: ShortPathOwner): Promise<ShortPathOwner | null> {
  await sql`select pg_advisory_xact_lock(hashtext(${`short-path:${path}`}))`.execute(trx);
  let events = trx.selectFrom('events').select('id').where('shortPath', '=', path);
  if (self.kind === 'event') events = events.where('id', '<>', self.id);
  const event = await events.executeTakeFirst();
  if (event) return { kind: 'event', id: event.id };
  let sites = trx.selectFrom('sites').select('id').where('shortPath', '=', path);
  if (self.kind === 'site') sites = sites.where('id', '<>', self.id);
  const site = await sites.executeTakeFirst();
  return site ? { kind: 'site', id: site.id } : null;
}
