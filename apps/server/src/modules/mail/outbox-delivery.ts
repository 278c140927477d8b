import type { Db } from '../../db/database.ts';
import type { MailTransport } from '../../adapters/mail/mail-transport.ts';
import type { OutboxRepository } from './outbox.repository.ts';

const BATCH = 20;
const MAX_BACKOFF_SECONDS = 60 * 60;

/** One sweep of the outbox: sends what is due, backs off exponentially on failures. */
export function createOutboxDelivery({ db, outbox, transport, from }: { db: Db; outbox: OutboxRepository; transport: MailTransport; from: string }) {
  return async function deliverDueMails(): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const due = await outbox.claimDue(trx, BATCH);
      let sent = 0;
      for (const mail of due) {
        try {
          await transport.send({ from, to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
          await outbox.markSent(trx, mail.id);
          sent += 1;
        } catch (error) {
          const retry = Math.min(MAX_BACKOFF_SECONDS, 30 * 2 ** mail.attempts);
          await outbox.markFailed(trx, mail.id, error instanceof Error ? error.message : String(error), retry);
        }
      }
      return sent;
    });
  };
}
