import { sql } from 'kysely';
import type { Trx } from './database.ts';

/** Who asks for a short path on the main host: an event or an organizer's site (one namespace for both). */
export interface ShortPathClaimant {
  kind: 'event' | 'site';
  id: number;
}

/**
 * Locks the path for the rest of the transaction, then says whether an event or a site other than `self` holds it.
 * Events and sites keep their paths in two tables; the lock makes two simultaneous claims of one path follow each other.
 */
export async function shortPathHeldByOther(trx: Trx, path: string, self: ShortPathClaimant): Promise<boolean> {
  await sql`select pg_advisory_xact_lock(hashtext(${`short-path:${path}`}))`.execute(trx);
  let events = trx.selectFrom('events').select('id').where('shortPath', '=', path);
  if (self.kind === 'event') events = events.where('id', '<>', self.id);
  if (await events.executeTakeFirst()) return true;
  let sites = trx.selectFrom('sites').select('id').where('shortPath', '=', path);
  if (self.kind === 'site') sites = sites.where('id', '<>', self.id);
  return (await sites.executeTakeFirst()) !== undefined;
}
