import { sql } from 'kysely';
import type { Db, DbExecutor, Trx } from '../../db/database.ts';

export interface NewMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export function createOutboxRepository(db: Db) {
  return {
    async insert(mail: NewMail, trx: DbExecutor = db) {
      return trx
        .insertInto('outboxMails')
        .values({ kind: mail.kind, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    async listRecent(limit: number) {
      return db.selectFrom('outboxMails').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },

    /**
     * Claims due mails inside the caller's transaction with SKIP LOCKED, so several instances
     * sweeping at once never deliver the same mail twice.
     */
    async claimDue(trx: Trx, limit: number) {
      return trx
        .selectFrom('outboxMails')
        .selectAll()
        .where('sentAt', 'is', null)
        .where('nextAttemptAt', '<=', sql<Date>`now()`)
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    async markSent(trx: Trx, id: number) {
      await trx.updateTable('outboxMails').set({ sentAt: sql`now()`, lastError: null }).where('id', '=', id).execute();
    },

    async markFailed(trx: Trx, id: number, error: string, retryInSeconds: number) {
      await trx
        .updateTable('outboxMails')
        .set({
          attempts: sql`attempts + 1`,
          lastError: error.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
