import { sql } from 'kysely';
import { accountName } from '../../db/account-name.ts';
import type { Db } from '../../db/database.ts';

export interface DashboardScope {
  eventId: number;
  /** A point of sale: only the registrations made under their account. */
  registeredBy: string | null;
}

const complete = sql`r.state = 'confirmed' and r.deleted_at is null`;
const mine = (scope: DashboardScope) => (scope.registeredBy === null ? sql`true` : sql`r.user_id = ${scope.registeredBy}`);

/** The dashboard's aggregates: each one query over the event's registrations, nothing shipped row by row. */
export function createRegistrantDashboardRepository(db: Db) {
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;
  return {
    async counts(scope: DashboardScope) {
      const [row] = await rows(sql<{ registrants: number; incomplete: number }>`
        select count(*) filter (where ${complete})::int as registrants, count(*) filter (where not (${complete}))::int as incomplete
        from registrations r where r.event_id = ${scope.eventId} and ${mine(scope)}`);
      return row ?? { registrants: 0, incomplete: 0 };
    },

    payments(scope: DashboardScope) {
      return rows(sql<{ method: 'card' | 'oxxo_cash' | 'cash'; paidCount: number; paidCents: number; pendingCount: number; pendingCents: number }>`
        select p.method,
          count(*) filter (where p.status = 'paid')::int as paid_count, coalesce(sum(p.amount_cents) filter (where p.status = 'paid'), 0)::bigint as paid_cents,
          count(*) filter (where p.status = 'pending')::int as pending_count, coalesce(sum(p.amount_cents) filter (where p.status = 'pending'), 0)::bigint as pending_cents
        from payments p join registrations r on r.id = p.registration_id
        where r.event_id = ${scope.eventId} and ${mine(scope)} and p.status in ('paid', 'pending')
        group by p.method order by p.method`);
    },

    categories(scope: DashboardScope) {
      return rows(sql<{ modalityId: number; branch: 'F' | 'M'; categoryCode: string; count: number }>`
        select r.modality_id, r.branch, r.category_code, count(*)::int as count
        from registrations r where r.event_id = ${scope.eventId} and ${mine(scope)} and ${complete}
        group by r.modality_id, r.branch, r.category_code`);
    },

    perDay(scope: DashboardScope, timeZone: string) {
      return rows(sql<{ day: string; count: number }>`
        select to_char(r.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*)::int as count
        from registrations r where r.event_id = ${scope.eventId} and ${mine(scope)} and ${complete}
        group by day order by day`);
    },

    perUser(scope: DashboardScope, limit: number) {
      return rows(sql<{ name: string | null; count: number }>`
        select ${accountName('u')} as name, count(*)::int as count
        from registrations r left join users u on u.id = r.user_id
        where r.event_id = ${scope.eventId} and ${mine(scope)} and ${complete}
        group by r.user_id, u.first_names, u.last_names order by count desc, name limit ${limit}`);
    },

    /** Answers per field and value among complete registrations (only the fields asked for). */
    fieldValues(scope: DashboardScope, fieldIds: readonly string[]) {
      if (fieldIds.length === 0) return Promise.resolve([]);
      return rows(sql<{ field: string; value: string; count: number }>`
        select kv.key as field, kv.value, count(*)::int as count
        from registrations r cross join lateral jsonb_each_text(r.form_values) kv
        where r.event_id = ${scope.eventId} and ${mine(scope)} and ${complete} and kv.key = any(${fieldIds}::text[])
        group by kv.key, kv.value order by count desc`);
    },

    products(scope: DashboardScope) {
      return rows(sql<{ code: string; name: string; quantity: number; revenueCents: number }>`
        select l.code, min(l.name) as name, sum(l.quantity)::int as quantity, sum(l.quantity * l.unit_cents)::bigint as revenue_cents
        from registration_lines l join registrations r on r.id = l.registration_id
        where r.event_id = ${scope.eventId} and ${mine(scope)} and ${complete} and l.code like 'producto-%'
        group by l.code order by l.code`);
    },

    productFieldValues(scope: DashboardScope) {
      return rows(sql<{ code: string; field: string; value: string; count: number }>`
        select l.code, kv.key as field, kv.value, sum(l.quantity)::int as count
        from registration_lines l join registrations r on r.id = l.registration_id
          cross join lateral jsonb_each_text(l.form_values) kv
        where r.event_id = ${scope.eventId} and ${mine(scope)} and ${complete} and l.code like 'producto-%' and l.form_values is not null
        group by l.code, kv.key, kv.value order by count desc`);
    },
  };
}
export type RegistrantDashboardRepository = ReturnType<typeof createRegistrantDashboardRepository>;
