import type { FastifyInstance } from 'fastify';
import type { OutboxRepository } from './outbox.repository.ts';

/** The development mailbox: only registered when no SMTP server is configured. */
export function registerDevMailboxRoutes(app: FastifyInstance, { outbox }: { outbox: OutboxRepository }) {
  app.get('/api/dev/mailbox', async () => {
    const rows = await outbox.listRecent(100);
    return {
      mails: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt ? row.sentAt.toISOString() : null,
      })),
    };
  });
}
