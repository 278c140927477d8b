import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
const emptyArray = sql`'[]'::jsonb`;
const emptyObject = sql`'{}'::jsonb`;

/**
 * Online registration and payment (issue 4). Configuration lives in two settings tables (event and
 * modality), places and bib numbers in `modality_counters` (touched only by lib/capacity-lock.ts).
 * Registrations and payments are never deleted: expired, canceled and released are states.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_registration_settings')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('separate_surnames', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('lower_categories', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('commission_rate', 'float8', (c) => c.check(sql`commission_rate between 0 and 1`)) // null: 0.07
    .addColumn('currencies', 'jsonb', (c) => c.notNull().defaultTo(emptyArray)) // [] = MXN only
    .addColumn('payment_methods', 'jsonb', (c) => c.notNull().defaultTo(sql`'["card","oxxo_cash"]'::jsonb`))
    .addColumn('form_fields', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('bib_design', 'jsonb', (c) => c.notNull().defaultTo(emptyObject))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('modality_registration_settings')
    .addColumn('modality_id', 'integer', (c) => c.primaryKey().references('modalities.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('price_windows', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('category_price_keys', 'jsonb', (c) => c.notNull().defaultTo(emptyObject))
    .addColumn('form_fields', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('hide_event_fields', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('products', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('hide_products', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('modality_counters')
    .addColumn('modality_id', 'integer', (c) => c.primaryKey().references('modalities.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('capacity', 'integer', (c) => c.check(sql`capacity >= 0`)) // null: unlimited
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0).check(sql`taken >= 0`))
    .addColumn('next_bib', 'integer', (c) => c.notNull().check(sql`next_bib > 0`))
    .addColumn('released_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`released_count >= 0`))
    .execute();

  await db.schema
    .createTable('released_bibs')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('bib', 'integer', (c) => c.notNull())
    .addColumn('modality_id', 'integer', (c) => c.notNull().references('modalities.id').onDelete('cascade'))
    .addColumn('released_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('released_bibs_pk', ['event_id', 'bib'])
    .execute();
  await db.schema.createIndex('released_bibs_modality_idx').on('released_bibs').columns(['modality_id', 'bib']).execute();

  await db.schema
    .createTable('discount_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull()) // upper case
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('amount', 'percent')`))
    .addColumn('value', 'float8', (c) => c.notNull())
    .addColumn('max_uses', 'integer') // null: unlimited
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0).check(sql`used >= 0`))
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('modality_codes', 'jsonb')
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo('order').check(sql`scope in ('order', 'registration')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('discount_codes_event_code_uq', ['event_id', 'code'])
    .execute();

  await db.schema
    .createTable('registrations')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull().unique())
    // No foreign keys to events / modalities: every registration would take a KEY SHARE lock on the
    // same two rows (MultiXact churn under a burst). The service checks both; neither is deleted.
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('modality_id', 'integer', (c) => c.notNull())
    .addColumn('modality_code', 'text', (c) => c.notNull())
    .addColumn('category_code', 'text', (c) => c.notNull())
    .addColumn('branch', 'text', (c) => c.notNull().check(sql`branch in ('F', 'M')`))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('first_names', 'text', (c) => c.notNull())
    .addColumn('last_names', 'text', (c) => c.notNull())
    .addColumn('paternal_surname', 'text')
    .addColumn('maternal_surname', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('form_values', 'jsonb', (c) => c.notNull().defaultTo(emptyObject))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending_payment', 'confirmed', 'expired', 'canceled')`))
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('online').check(sql`channel in ('online', 'point_of_sale')`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('currency_rate', 'float8', (c) => c.notNull())
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
    .addColumn('discount_cents', 'bigint', (c) => c.notNull())
    .addColumn('commission_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('charge_cents', 'bigint', (c) => c.notNull()) // MXN
    .addColumn('discount_code_id', 'integer', (c) => c.references('discount_codes.id'))
    .addColumn('bib', 'integer') // the bib held now; null once released
    .addColumn('released_bib', 'integer') // the last bib it gave back
    .addColumn('tkl', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('confirmed_at', 'timestamptz')
    .addUniqueConstraint('registrations_event_idempotency_uq', ['event_id', 'idempotency_key'])
    .execute();
  await sql`create unique index registrations_event_bib_uq on registrations (event_id, bib) where bib is not null`.execute(db);

  await db.schema
    .createTable('registration_lines')
    .addColumn('registration_id', 'bigint', (c) => c.notNull().references('registrations.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_cents', 'bigint', (c) => c.notNull())
    .addColumn('price_key', 'text')
    .addColumn('form_values', 'jsonb')
    .addPrimaryKeyConstraint('registration_lines_pk', ['registration_id', 'position'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('registration_id', 'bigint', (c) => c.notNull().references('registrations.id'))
    .addColumn('provider', 'text', (c) => c.notNull()) // sandbox | conekta | none
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('card', 'oxxo_cash', 'cash')`))
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('online'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'paid', 'expired', 'failed', 'refund_due', 'refunded')`),
    )
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('MXN'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull()) // 'reg_' + the registration's unique public key
    .addColumn('provider_order_id', 'text', (c) => c.unique())
    .addColumn('operation_id', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('cash_reference', 'text')
    .addColumn('cash_barcode_url', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('failure_messages', 'jsonb')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('payments_registration_idx').on('payments').column('registration_id').execute();
  await sql`create index payments_pending_expiry_idx on payments (expires_at) where status = 'pending'`.execute(db);

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('processed_at', 'timestamptz')
    .addColumn('outcome', 'text')
    .addUniqueConstraint('payment_events_provider_event_uq', ['provider', 'event_id'])
    .execute();

  await db.schema
    .createTable('registration_changes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('registration_id', 'bigint', (c) => c.notNull().references('registrations.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('registration_changes_registration_idx').on('registration_changes').column('registration_id').execute();

  await db.schema
    .createTable('registration_mails')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('registration_id', 'bigint', (c) => c.notNull().references('registrations.id'))
    .addColumn('outbox_mail_id', 'bigint', (c) => c.references('outbox_mails.id').onDelete('set null')) // the record outlives an outbox clean-up
    .addColumn('type', 'smallint', (c) => c.notNull()) // spec §4 mail types 1, 4, 5
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('registration_mails_registration_idx').on('registration_mails').column('registration_id').execute();

  await db.schema
    .createTable('tracking_counters')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('tracking_counters_pk', ['event_id', 'tag'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'tracking_counters', 'registration_mails', 'registration_changes', 'payment_events', 'payments', 'registration_lines',
    'registrations', 'discount_codes', 'released_bibs', 'modality_counters', 'modality_registration_settings', 'event_registration_settings',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
