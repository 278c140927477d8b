import type { Db } from '../../db/database.ts';
import type { MailTransport } from '../../adapters/mail/mail-transport.ts';
import type { OutboxRepository } from './outbox.repository.ts';

const BATCH = 20;
const MAX_BATCHES = 50;
const MAX_BACKOFF_SECONDS = 60 * 60;

/**
 * Delivers the due mails of the outbox (the recurring job `mail.deliver-outbox`), a batch per
 * transaction until none is left or MAX_BATCHES were sent; backs off exponentially on failures.
 */
export function createOutboxDelivery({ db, outbox, transport, from }: { db: Db; outbox: OutboxRepository; transport: MailTransport; from: string }) {
  const deliverBatch = () =>
    db.transaction().execute(async (trx) => {
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
      return { claimed: due.length, sent };
    });

  return async function deliverDueMails(): Promise<number> {
    let sent = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const result = await deliverBatch();
      sent += result.sent;
      if (result.claimed < BATCH) break;
    }
    return sent;
  };
}
