import { sql, type RawBuilder } from 'kysely';
import type { Db, Trx } from '../db/database.ts';


/**
 * Places and bib numbers of a modality: the one helper that touches `modality_counters` and
 * `released_bibs` (design ARCHITECTURE "capacity and bibs"; STYLE habit 8, after pretix's locking.rst).
 *
 * The locking rule:
 * - Lock late. The counter row is locked by the last thing before commit. In the common case (no
 *   discount code, no released bib waiting) a registration is ONE autocommitted statement whose
 *   guarded UPDATE of the counter gates every insert (registration-statements.ts): the row stays
 *   locked only for the rest of that statement and its commit, never across a round trip. Otherwise
 *   the transaction writes everything first and calls `takePlace` as its last statement. Validation
 *   and pricing come before; the payment provider is called only after commit.
 * - Lock once. One statement locks the modality's counter row until commit or rollback: the guarded
 *   `UPDATE … WHERE taken < capacity RETURNING` (`nextNumberPlace`), or `SELECT … FOR UPDATE` when
 *   released bibs wait to be reused. Places and bibs are decided from that row, never from a value
 *   read before (values read without lock only ever refuse early: "full" is never wrong to say).
 * - Check under the lock. `taken < capacity` is evaluated on the locked row (PostgreSQL re-checks
 *   the WHERE of an UPDATE against the row version it waited for); a rollback gives everything back.
 * - Lock order, everywhere: payment row → discount code row → modality counter row. An OXXO
 *   registration first takes the advisory lock of its (event, e-mail) pair (the pending cash-slip cap,
 *   registration.repository `lockCashSlipsOf`), before any row. Nobody takes two counter rows in one transaction (the expiry sweep commits one registration at a time).
 *
 * Bibs: each modality counts from its own start number (`next_bib`); a bib given back (declined
 * card, expired slip) goes to `released_bibs` and the next registration of that modality takes the
 * smallest one first. A bib is held by one registration at a time (unique index on registrations).
 */
export const capacityLockTestHooks = {
  /**
   * Control runs only: check-then-write without any lock (a plain read of the counter, then the
   * write), to show the race the lock prevents.
   */
  lockDisabled: false,
  /** Control runs only: pause between the check and the write (ms), to widen that race. */
  raceWindowMs: 0,
};

interface Counter {
  modalityId: number;
  eventId: number;
  capacity: number | null;
  taken: number;
  nextBib: number;
  releasedCount: number;
}

async function lockCounter(trx: Trx, modalityId: number): Promise<Counter | undefined> {
  const query = trx.selectFrom('modalityCounters').selectAll().where('modalityId', '=', modalityId);
  const row = await (capacityLockTestHooks.lockDisabled ? query : query.forUpdate()).executeTakeFirst();
  if (capacityLockTestHooks.raceWindowMs > 0) await new Promise((resolve) => setTimeout(resolve, capacityLockTestHooks.raceWindowMs));
  return row;
}

const hasRoom = (counter: Counter) => counter.capacity === null || counter.taken < counter.capacity;

/** Takes a released bib of the modality (a given one, or the smallest), or null. Under the counter lock. */
async function takeReleasedBib(trx: Trx, counter: Counter, wanted: number | null): Promise<number | null> {
  if (counter.releasedCount === 0) return null;
  const smallest = trx.selectFrom('releasedBibs').select(sql<number>`min(bib)`.as('bib')).where('modalityId', '=', counter.modalityId);
  const row = await trx
    .deleteFrom('releasedBibs')
    .where('eventId', '=', counter.eventId)
    .where('modalityId', '=', counter.modalityId)
    .where('bib', '=', wanted ?? smallest)
    .returning('bib')
    .executeTakeFirst();
  return row?.bib ?? null;
}

/** Takes one place and a bib: the previous bib if it is still free, else a released one, else the next number. */
async function take(trx: Trx, counter: Counter, previousBib: number | null): Promise<{ bib: number }> {
  const released = (previousBib !== null ? await takeReleasedBib(trx, counter, previousBib) : null) ?? (await takeReleasedBib(trx, counter, null));
  const row = await trx
    .updateTable('modalityCounters')
    .set({
      taken: sql`taken + 1`,
      nextBib: released === null ? sql`next_bib + 1` : sql`next_bib`,
      releasedCount: released === null ? sql`released_count` : sql`released_count - 1`,
    })
    .where('modalityId', '=', counter.modalityId)
    .returning('nextBib')
    .executeTakeFirstOrThrow();
  return { bib: released ?? row.nextBib - 1 };
}

/**
 * The guarded UPDATE of the common case, as a fragment for a `WITH place AS (…)`: no released bib
 * waiting and room left → one more taken and the next number (`bib`); no row when that guard does
 * not hold (full, or released bibs to reuse first). PostgreSQL re-checks the WHERE against the row
 * version it waited for, so the check is made under the row lock the UPDATE takes.
 */
export function nextNumberPlace(modalityId: number): RawBuilder<{ bib: number }> {
  if (capacityLockTestHooks.lockDisabled) return sql`select null::int as bib where false`; // control runs: the unlocked path decides
  return sql`update modality_counters set taken = taken + 1, next_bib = next_bib + 1
    where modality_id = ${modalityId} and released_count = 0 and (capacity is null or taken < capacity)
    returning next_bib - 1 as bib`;
}

/** The common case in one statement: the place, its number written on the registration. */
async function takeNextNumber(trx: Trx, modalityId: number, registrationId: number): Promise<number | undefined> {
  const { rows } = await sql<{ bib: number }>`
    with place as (${nextNumberPlace(modalityId)})
    update registrations set bib = place.bib from place where registrations.id = ${registrationId}
    returning registrations.bib`.execute(trx);
  return rows[0]?.bib;
}

/**
 * A place and a bib for a new registration, written on it; null when the modality is sold out (or
 * has no counter). Call it last in the transaction (lock late).
 */
export async function takePlace(trx: Trx, modalityId: number, registrationId: number): Promise<{ bib: number } | null> {
  if (!capacityLockTestHooks.lockDisabled) {
    const bib = await takeNextNumber(trx, modalityId, registrationId);
    if (bib !== undefined) return { bib };
  }
  const counter = await lockCounter(trx, modalityId);
  if (!counter || !hasRoom(counter)) return null;
  const place = await take(trx, counter, null);
  await trx.updateTable('registrations').set({ bib: place.bib }).where('id', '=', registrationId).execute();
  return place;
}

/**
 * A late payment for a registration that had expired: a place again if there is room, with its
 * old bib when nobody took it since. Null when the modality is full.
 */
export async function retakePlace(trx: Trx, modalityId: number, previousBib: number | null): Promise<{ bib: number } | null> {
  const counter = await lockCounter(trx, modalityId);
  if (!counter || !hasRoom(counter)) return null;
  return take(trx, counter, previousBib);
}

/** Gives a place back (declined card, expired slip) and its bib to the modality's released bibs. */
export async function releasePlace(trx: Trx, modalityId: number, bib: number | null): Promise<void> {
  const counter = await lockCounter(trx, modalityId);
  if (!counter) return;
  const pooled =
    bib !== null &&
    (await trx.insertInto('releasedBibs').values({ eventId: counter.eventId, modalityId, bib }).onConflict((c) => c.doNothing()).returning('bib').executeTakeFirst()) !== undefined;
  await trx
    .updateTable('modalityCounters')
    .set({ taken: sql`greatest(taken - 1, 0)`, releasedCount: pooled ? sql`released_count + 1` : sql`released_count` })
    .where('modalityId', '=', modalityId)
    .execute();
}

/** Creates the counter of a modality, or changes its capacity; the start number counts only on creation. */
export async function configureCounter(trx: Trx, counter: { modalityId: number; eventId: number; capacity: number | null; firstBib: number }) {
  await trx
    .insertInto('modalityCounters')
    .values({ modalityId: counter.modalityId, eventId: counter.eventId, capacity: counter.capacity, nextBib: counter.firstBib })
    .onConflict((c) => c.column('modalityId').doUpdateSet({ capacity: counter.capacity }))
    .execute();
}

/**
 * The organizer sets a modality's places: under the counter's lock, a capacity below the places
 * already taken is refused (answers how many are taken); a new counter starts at `firstBib`.
 */
export async function setCapacity(
  trx: Trx,
  counter: { modalityId: number; eventId: number; capacity: number | null; firstBib: number },
): Promise<{ ok: true } | { ok: false; taken: number }> {
  const current = await lockCounter(trx, counter.modalityId);
  if (current && counter.capacity !== null && counter.capacity < current.taken) return { ok: false, taken: current.taken };
  await configureCounter(trx, counter);
  return { ok: true };
}

/** Places of an event's modalities as they are now (no lock): for AGOTADO flags and early refusals only. */
export function readCounters(db: Db, eventId: number) {
  return db.selectFrom('modalityCounters').select(['modalityId', 'capacity', 'taken']).where('eventId', '=', eventId).execute();
}
