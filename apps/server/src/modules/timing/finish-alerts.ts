import { randomBytes } from 'node:crypto';
import { fill, messages, type ResultRow } from '@dorsal/core';
import type { Trx } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import { finishAlertMail } from '../mail/templates/finish-alert.ts';
import type { ResultsRepository } from '../results/results.repository.ts';
import type { FinishAlertsRepository } from './finish-alerts.repository.ts';
import type { TimingContext } from './timing-context.ts';

const t = messages.liveBoard.follow;

/**
 * 'Avísame por correo cuando llegue': a visitor leaves an address for a followed athlete; when a reading finishes
 * that athlete, the mail goes into the outbox in the same transaction (one per athlete and address, never twice).
 */
export function createFinishAlerts(deps: { alerts: FinishAlertsRepository; results: ResultsRepository; outbox: OutboxRepository; baseUrl: string; version: (eventId: number) => Promise<number> }) {
  return {
    async request(eventId: number, bib: number, email: string): Promise<string> {
      await deps.version(eventId);
      const row = await deps.results.findByBib(eventId, bib);
      if (!row || row.deleted) throw notFound();
      if (row.officialTimeMs !== null) throw new AppError(400, 'validation', fill(t.alreadyFinished, { name: row.name }));
      const created = await deps.alerts.insert({ eventId, bib, email: email.toLowerCase(), token: randomBytes(24).toString('base64url') });
      return created ? fill(t.alertSaved, { email, name: row.name }) : t.alertTaken;
    },

    async cancel(token: string): Promise<string> {
      if (!(await deps.alerts.cancel(token))) throw notFound(messages.liveBoard.unsubscribe.unknown);
      return messages.liveBoard.unsubscribe.done;
    },

    /** Inside the transaction of the readings that finished these athletes. */
    async onFinished(trx: Trx, context: TimingContext, finished: readonly ResultRow[]) {
      const byBib = new Map(finished.map((row) => [row.bib, row]));
      const pending = await deps.alerts.pendingFor(trx, context.event.id, [...byBib.keys()]);
      for (const alert of pending) {
        const row = byBib.get(alert.bib)!;
        const mail = finishAlertMail({
          to: alert.email,
          name: row.name,
          bib: row.bib,
          event: context.event.name,
          officialTimeMs: row.officialTimeMs!,
          liveUrl: `${deps.baseUrl}/live/${context.event.id}`,
          cancelUrl: `${deps.baseUrl}/live/aviso/${alert.token}`,
        });
        await deps.outbox.insert(mail, trx);
      }
      await deps.alerts.markSent(trx, pending.map((alert) => alert.id));
    },
  };
}
export type FinishAlerts = ReturnType<typeof createFinishAlerts>;
