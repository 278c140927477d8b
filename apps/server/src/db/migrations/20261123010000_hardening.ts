import type { Kysely } from 'kysely';

/**
 * Hardening (issue 16): a webhook delivery claims its provider event before any work
 * (`payment_events.claimed_at`), and a cash-slip registration counts the e-mail's pending slips in
 * its event (`registrations_event_email_idx`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_events').addColumn('claimed_at', 'timestamptz').execute();
  await db.schema.createIndex('registrations_event_email_idx').on('registrations').columns(['event_id', 'email']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('registrations_event_email_idx').execute();
  await db.schema.alterTable('payment_events').dropColumn('claimed_at').execute();
}
