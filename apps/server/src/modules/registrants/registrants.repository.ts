import { sql, type ExpressionBuilder, type Updateable } from 'kysely';
import type { RegistrantFilter, RegistrantSearch } from '@dorsal/core';
import { accountName } from '../../db/account-name.ts';
import type { Db, DbExecutor, Trx } from '../../db/database.ts';
import type { Database, RegistrationsTable } from '../../db/schema.ts';

export interface RegistrantScope {
  eventId: number;
  filter: RegistrantFilter;
  search: RegistrantSearch;
  /** A point of sale sees only the registrations made under their account. */
  registeredBy: string | null;
}

type Eb = ExpressionBuilder<Database, 'registrations'>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function scoped(eb: Eb, scope: RegistrantScope) {
  const conditions = [eb('registrations.eventId', '=', scope.eventId)];
  if (scope.filter === 'complete') conditions.push(eb('registrations.state', '=', 'confirmed'), eb('registrations.deletedAt', 'is', null));
  if (scope.filter === 'incomplete') conditions.push(eb.or([eb('registrations.state', '<>', 'confirmed'), eb('registrations.deletedAt', 'is not', null)]));
  if (scope.search.kind === 'bib') conditions.push(eb('registrations.bib', '=', scope.search.bib));
  if (scope.search.kind === 'name') for (const word of scope.search.words) conditions.push(eb('registrations.searchName', 'like', likePattern(word)));
  if (scope.registeredBy !== null) conditions.push(eb('registrations.userId', '=', scope.registeredBy));
  return eb.and(conditions);
}

/** The columns of a registrant row, joined with its modality, category, registering account and latest payment. */
function rowQuery(executor: DbExecutor) {
  return executor
    .selectFrom('registrations')
    .innerJoin('modalities as m', 'm.id', 'registrations.modalityId')
    .leftJoin('categories as c', (join) =>
      join.onRef('c.modalityId', '=', 'registrations.modalityId').onRef('c.code', '=', 'registrations.categoryCode').onRef('c.branch', '=', 'registrations.branch'),
    )
    .leftJoin('users as u', 'u.id', 'registrations.userId')
    .leftJoinLateral(
      (eb) => eb.selectFrom('payments').select(['payments.method', 'payments.status']).whereRef('payments.registrationId', '=', 'registrations.id').orderBy('payments.id', 'desc').limit(1).as('p'),
      (join) => join.onTrue(),
    )
    .select([
      'registrations.id', 'registrations.publicKey', 'registrations.bib', 'registrations.bibReleasedAt', 'registrations.deletedAt',
      'registrations.deletedBy', 'registrations.firstNames', 'registrations.lastNames', 'registrations.paternalSurname',
      'registrations.maternalSurname', 'registrations.email', 'registrations.phone', 'registrations.birthDate', 'registrations.modalityId',
      'registrations.modalityCode', 'm.name as modalityName', 'registrations.branch', 'registrations.categoryCode', 'c.name as categoryName',
      'registrations.userId', accountName('u').as('registeredByName'),
      'registrations.channel', 'registrations.chargeCents', 'registrations.totalCents', 'registrations.currency', 'registrations.createdAt',
      'registrations.state', 'registrations.formValues', 'registrations.teamMembers', 'p.method as paymentMethod', 'p.status as paymentStatus',
    ]);
}
export type RegistrantRecord = Awaited<ReturnType<ReturnType<typeof rowQuery>['executeTakeFirstOrThrow']>>;

/** Reads and writes of registrant administration (issue 11). Registrations are never deleted: deletion is a mark. */
export function createRegistrantsRepository(db: Db) {
  return {
    /** One page, newest first: `limit` rows older than `before` (keyset on the id). */
    page(scope: RegistrantScope, page: { before?: number; limit: number }) {
      let query = rowQuery(db).where((eb) => scoped(eb, scope));
      if (page.before !== undefined) query = query.where('registrations.id', '<', page.before);
      return query.orderBy('registrations.id', 'desc').limit(page.limit).execute();
    },

    async count(scope: RegistrantScope): Promise<number> {
      const row = await db.selectFrom('registrations').select(sql<number>`count(*)::int`.as('n')).where((eb) => scoped(eb, scope)).executeTakeFirstOrThrow();
      return row.n;
    },

    /** One registrant of the event (undefined when it belongs to another event). */
    find(eventId: number, registrantId: number, executor: DbExecutor = db) {
      return rowQuery(executor).where('registrations.eventId', '=', eventId).where('registrations.id', '=', registrantId).executeTakeFirst();
    },

    /** Locks the registration row until commit; undefined when it is not the event's. */
    lock(trx: Trx, eventId: number, registrantId: number) {
      return trx.selectFrom('registrations').selectAll().where('eventId', '=', eventId).where('id', '=', registrantId).forUpdate().executeTakeFirst();
    },

    async update(trx: Trx, registrantId: number, values: Updateable<RegistrationsTable>) {
      await trx.updateTable('registrations').set({ ...values, updatedAt: sql`now()` }).where('id', '=', registrantId).execute();
    },

    async logChanges(trx: Trx, registrantId: number, userId: string, changes: ReadonlyArray<{ action: string; description: string }>) {
      if (changes.length === 0) return;
      await trx.insertInto('registrationChanges').values(changes.map((change) => ({ registrationId: registrantId, userId, ...change }))).execute();
    },

    /** The products bought by these registrations (order lines that are products), by registration. */
    productLines(registrantIds: readonly number[]) {
      if (registrantIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('registrationLines')
        .select(['registrationId', 'code', 'name', 'quantity', 'unitCents', 'formValues'])
        .where('registrationId', 'in', registrantIds)
        .where('code', 'like', 'producto-%')
        .orderBy('registrationId')
        .orderBy('position')
        .execute();
    },

    lines(registrantId: number) {
      return db.selectFrom('registrationLines').select(['code', 'name', 'description', 'quantity', 'unitCents']).where('registrationId', '=', registrantId).orderBy('position').execute();
    },

    payments(registrantId: number) {
      return db.selectFrom('payments').selectAll().where('registrationId', '=', registrantId).orderBy('id').execute();
    },

    mails(registrantId: number) {
      return db
        .selectFrom('registrationMails as rm')
        .leftJoin('outboxMails as o', 'o.id', 'rm.outboxMailId')
        .select(['rm.id', 'rm.type', 'rm.createdAt', 'o.subject', 'o.toAddress', 'o.sentAt'])
        .where('rm.registrationId', '=', registrantId)
        .orderBy('rm.id')
        .execute();
    },

    /** Change-log entries, newest first: of one registrant, or of the whole event (a page of `limit` before `before`). */
    changes(scope: { eventId: number; registrantId?: number; before?: number; limit: number }) {
      let query = db
        .selectFrom('registrationChanges as ch')
        .innerJoin('registrations as r', 'r.id', 'ch.registrationId')
        .leftJoin('users as u', 'u.id', 'ch.userId')
        .select([
          'ch.id', 'ch.registrationId', 'r.bib', 'r.releasedBib', 'r.firstNames', 'r.lastNames', 'ch.action', 'ch.description', 'ch.createdAt',
          accountName('u').as('byName'),
        ])
        .where('r.eventId', '=', scope.eventId);
      if (scope.registrantId !== undefined) query = query.where('ch.registrationId', '=', scope.registrantId);
      if (scope.before !== undefined) query = query.where('ch.id', '<', scope.before);
      return query.orderBy('ch.id', 'desc').limit(scope.limit).execute();
    },

    /** Deleted registrations that still hold a bib: the folios staff may release. */
    deletedWithBib(eventId: number) {
      return db
        .selectFrom('registrations as r')
        .innerJoin('modalities as m', 'm.id', 'r.modalityId')
        .leftJoin('users as u', 'u.id', 'r.deletedBy')
        .select([
          'r.id', 'r.bib', 'r.firstNames', 'r.lastNames', 'm.name as modalityName', 'r.deletedAt',
          accountName('u').as('deletedByName'),
        ])
        .where('r.eventId', '=', eventId)
        .where('r.deletedAt', 'is not', null)
        .where('r.bib', 'is not', null)
        .orderBy('r.bib')
        .execute();
    },

    /** The registration's form: the event's fields, then its modality's (unless the modality hides the event's). */
    async formOf(eventId: number, modalityId: number, executor: DbExecutor = db) {
      const event = await executor.selectFrom('eventRegistrationSettings').select(['formFields', 'separateSurnames']).where('eventId', '=', eventId).executeTakeFirst();
      const modality = await executor.selectFrom('modalityRegistrationSettings').select(['formFields', 'hideEventFields']).where('modalityId', '=', modalityId).executeTakeFirst();
      return {
        separateSurnames: event?.separateSurnames ?? false,
        eventFields: event?.formFields ?? [],
        modalityFields: modality?.formFields ?? [],
        hideEventFields: modality?.hideEventFields ?? false,
      };
    },

    /** What the list's columns are made of: the event's form, every modality's fields and products. */
    async columnsOf(eventId: number) {
      const event = await db.selectFrom('eventRegistrationSettings').select(['formFields', 'separateSurnames']).where('eventId', '=', eventId).executeTakeFirst();
      const modalities = await db
        .selectFrom('modalityRegistrationSettings as s')
        .innerJoin('modalities as m', 'm.id', 's.modalityId')
        .select(['s.formFields', 's.products', 'm.teamSize'])
        .where('s.eventId', '=', eventId)
        .orderBy('m.sortOrder')
        .orderBy('m.id')
        .execute();
      return { separateSurnames: event?.separateSurnames ?? false, eventFields: event?.formFields ?? [], modalities };
    },

    /** The event's modalities with their categories: where staff may move a registrant. */
    async modalities(eventId: number, executor: DbExecutor = db) {
      const modalities = await executor.selectFrom('modalities').select(['id', 'code', 'name', 'teamSize']).where('eventId', '=', eventId).orderBy('sortOrder').orderBy('id').execute();
      if (modalities.length === 0) return [];
      const categories = await executor
        .selectFrom('categories')
        .select(['modalityId', 'code', 'name', 'branch'])
        .where('modalityId', 'in', modalities.map((m) => m.id))
        .where('isOverall', '=', false) // overall rankings ('Absolutos') are not categories one registers in
        .orderBy('sortOrder')
        .orderBy('id')
        .execute();
      return modalities.map((modality) => ({ ...modality, categories: categories.filter((c) => c.modalityId === modality.id) }));
    },

    /** Paid payments of the event (a point of sale: of their registrations), oldest first, `limit` after payment `after`. */
    collectedPayments(eventId: number, registeredBy: string | null, after: number, limit: number) {
      let query = db
        .selectFrom('payments as p')
        .innerJoin('registrations as r', 'r.id', 'p.registrationId')
        .innerJoin('modalities as m', 'm.id', 'r.modalityId')
        .leftJoin('users as u', 'u.id', 'r.userId')
        .select([
          'p.id', 'r.bib', 'r.firstNames', 'r.lastNames', 'm.name as modalityName', 'p.method', 'r.channel', 'p.amountCents', 'p.paidAt', 'p.operationId',
          accountName('u').as('registeredByName'),
        ])
        .where('r.eventId', '=', eventId)
        .where('p.status', '=', 'paid')
        .where('p.id', '>', after);
      if (registeredBy !== null) query = query.where('r.userId', '=', registeredBy);
      return query.orderBy('p.id').limit(limit).execute();
    },

    /** A copy of a mail already sent to the registrant, queued again and recorded with its type; false when it is not theirs. */
    async resendMail(trx: Trx, registrantId: number, mailId: number): Promise<boolean> {
      const { rows } = await sql<{ id: number }>`
        with original as (
          select rm.type, o.kind, o.to_address, o.subject, o.text_body, o.html_body
          from registration_mails rm join outbox_mails o on o.id = rm.outbox_mail_id
          where rm.id = ${mailId} and rm.registration_id = ${registrantId}
        ), copy as (
          insert into outbox_mails (kind, to_address, subject, text_body, html_body)
          select kind, to_address, subject, text_body, html_body from original
          returning id
        )
        insert into registration_mails (registration_id, outbox_mail_id, type)
        select ${registrantId}, copy.id, original.type from copy, original
        returning id`.execute(trx);
      return rows.length > 0;
    },
  };
}
export type RegistrantsRepository = ReturnType<typeof createRegistrantsRepository>;
