import type { Kysely } from 'kysely';

/**
 * The athlete's side of virtual challenges (issue 12): the OXXO slip of a challenge paid in cash (shown again until it
 * is paid) and the look-up of a participant by the provider's order id when a payment event arrives.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('challenge_participants')
    .addColumn('cash_reference', 'text')
    .addColumn('cash_amount_cents', 'integer')
    .addColumn('cash_expires_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('challenge_participants_payment_idx').on('challenge_participants').column('payment_reference').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('challenge_participants_payment_idx').execute();
  await db.schema.alterTable('challenge_participants').dropColumn('cash_reference').dropColumn('cash_amount_cents').dropColumn('cash_expires_at').execute();
}
