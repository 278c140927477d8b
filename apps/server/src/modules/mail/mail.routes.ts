import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailboxApi, messages } from '@dorsal/core';
import { apiRoute } from '../../lib/http/api-route.ts';
import { AppError } from '../../lib/errors.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { OutboxRepository } from './outbox.repository.ts';

/** The web page that shows the development mailbox; answered 404 where the mailbox does not exist. */
export const DEV_MAILBOX_PAGE = '/buzon';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6. */
export function isLoopback(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);
}

/**
 * The development mailbox: registered by app.ts only outside production and without SMTP. It holds reset
 * links and confirmation keys of every account, so even there it opens only to this machine (loopback; the
 * client's address as TRUST_PROXY allows it to be known) and to platform admins.
 */
export function registerDevMailboxRoutes(app: FastifyInstance, { outbox, currentUser }: { outbox: OutboxRepository; currentUser: CurrentUser }) {
  async function onlyHereOrAdmins(request: FastifyRequest) {
    if (isLoopback(request.ip)) return;
    const user = await currentUser.optional(request);
    if (user?.role !== 'admin') throw new AppError(403, 'mailbox_private', messages.mailbox.private);
  }

  apiRoute(
    app,
    mailboxApi.list,
    async () => {
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
    },
    { preHandler: onlyHereOrAdmins },
  );
}
