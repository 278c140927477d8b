import { fill, messages, type AccountView, type PassingBatchAnswer, type ReviewPassing } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { EventsService } from '../events/events.service.ts';
import type { EventSetupRepository } from '../events/setup/event/event-setup.repository.ts';
import type { ApplyPassings } from './passing-apply.ts';
import type { PassingsRepository } from './passings.repository.ts';
import { loadTimingContext } from './timing-context.ts';
import { passingReasonText } from './passing-reasons.ts';
import type { TimingRepository } from './timing.repository.ts';

/** What staff review: readings of unknown bibs (which they can give the right bib) and readings not ranked. */
export function createPassingReview(deps: {
  db: Db;
  timing: TimingRepository;
  passings: PassingsRepository;
  eventsService: EventsService;
  setup: EventSetupRepository;
  applyPassings: ApplyPassings;
  requireEventAccess: RequireEventAccess;
  onResultsChanged?: (eventId: number) => void;
}) {
  return {
    async list(user: AccountView, eventId: number): Promise<ReviewPassing[]> {
      await deps.requireEventAccess({ user, eventId, allow: 'manageTiming' });
      const rows = await deps.passings.reviewList(eventId);
      return rows.map((row) => ({
        id: row.id,
        bib: row.bib,
        controlCode: row.controlCode,
        at: row.passedAt.toISOString(),
        readerId: row.readerId,
        status: row.status === 'unmatched' ? 'unmatched' : 'review',
        reason: passingReasonText(row.status, row.reason) ?? messages.timing.review.unmatched,
      }));
    },

    /** Gives an unmatched reading the right bib and applies it; logged with who and when. */
    async assign(user: AccountView, eventId: number, passingId: number, bib: number): Promise<PassingBatchAnswer> {
      const { outcome, afterCommit, changed } = await deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'manageTiming', executor: trx });
        const passing = await deps.passings.find(eventId, passingId, trx);
        if (!passing || passing.status !== 'unmatched') throw notFound();
        await deps.passings.reassign(trx, passingId, bib);
        const context = await loadTimingContext(trx, eventId, deps);
        const applied = await deps.applyPassings(trx, context, [{ id: passingId, bib, controlCode: passing.controlCode, atMs: passing.passedAt.getTime() }]);
        const outcome = applied.outcomes.get(passingId)!;
        if (outcome.outcome === 'unmatched') {
          const message = fill(messages.timing.review.bibUnknown, { bib: String(bib) });
          throw new AppError(400, 'validation', message, { bib: message });
        }
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'passingAssigned', changes: { passing: passingId, before: passing.bib, after: bib } });
        return { outcome, afterCommit: applied.afterCommit, changed: applied.changed };
      });
      afterCommit();
      if (changed) deps.onResultsChanged?.(eventId);
      const passing = (await deps.passings.find(eventId, passingId))!;
      return {
        results: [{ readerId: passing.readerId, readId: passing.readId, ...outcome }],
        accepted: outcome.outcome === 'accepted' ? 1 : 0,
        duplicates: 0,
        unmatched: 0,
        review: outcome.outcome === 'review' ? 1 : 0,
        refused: 0,
      };
    },
  };
}
export type PassingReviewService = ReturnType<typeof createPassingReview>;
