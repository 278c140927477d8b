import { sql } from 'kysely';
import type { Db } from '../database.ts';

/**
 * Spreads the demo's seeded registrations of an event over the weeks before today, as a real sign-up period looks
 * (the dashboard's registrations per day): the n-th newest moves back about n × `hoursApart` hours, with the same
 * shift on its payments. Demo data only: registrations are otherwise never rewritten.
 */
export async function backdateSeededRegistrations(db: Db, eventId: number, keyPrefix: string, hoursApart: number) {
  await sql`
    with shifted as (
      select id, make_interval(hours => (row_number() over (order by id desc))::int * ${hoursApart} + (id % 7)::int) as back
      from registrations where event_id = ${eventId} and idempotency_key like ${`${keyPrefix}%`}
    ), registrations_moved as (
      update registrations r set created_at = r.created_at - s.back, updated_at = r.updated_at - s.back, confirmed_at = r.confirmed_at - s.back
      from shifted s where r.id = s.id
    )
    update payments p set created_at = p.created_at - s.back, updated_at = p.updated_at - s.back, paid_at = p.paid_at - s.back
    from shifted s where p.registration_id = s.id`.execute(db);
}
