import { fill, messages, type AccountView, type LiveChange, type StaffPassing } from '@dorsal/core';
import type { Db, Trx } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/realtime/index.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { EventsService } from '../events/events.service.ts';
import type { EventSetupRepository } from '../events/setup/event/event-setup.repository.ts';
import type { ResultsRepository } from '../results/results.repository.ts';
import { resultsTopic } from '../results/results-topic.ts';
import type { LiveRankings } from './live-rankings.ts';
import type { RebuildModality } from './modality-rebuild.ts';
import { liveCounts, resolveRows } from './passing-apply.ts';
import { passingReasonText } from './passing-reasons.ts';
import type { PassingsRepository } from './passings.repository.ts';
import { controlKm, loadTimingContext, type TimingContext } from './timing-context.ts';
import type { TimingRepository } from './timing.repository.ts';

type StoredPassing = NonNullable<Awaited<ReturnType<PassingsRepository['find']>>>;

/**
 * Staff corrections of readings: another bib or instant, or taking a reading out (kept, marked deleted). Never a silent
 * overwrite: each is written to the event's change log with who, when, before and after, in the transaction that
 * recomputes the athletes concerned and re-ranks their modalities.
 */
export function createPassingCorrections(deps: {
  db: Db;
  timing: TimingRepository;
  passings: PassingsRepository;
  results: ResultsRepository;
  events: EventsRepository;
  eventsService: EventsService;
  setup: EventSetupRepository;
  rankings: LiveRankings;
  rebuildModality: RebuildModality;
  requireEventAccess: RequireEventAccess;
  onResultsChanged?: (eventId: number) => void;
}) {
  const view = async (eventId: number, id: number): Promise<StaffPassing> => toStaffPassing(await deps.passings.staffView(eventId, id));

  /** Rebuilds the modalities of the bibs concerned, bumps them and tells the live pages. */
  async function recompute(trx: Trx, context: TimingContext, bibs: number[], changed: StoredPassing, removed: boolean) {
    const rows = await resolveRows(trx, deps, context, bibs);
    const codes = [...new Set([...rows.values()].map((row) => row.modalityCode))].sort();
    const versions = await deps.timing.lockModalities(trx, context.event.id, codes);
    const ranked = new Map<string, Awaited<ReturnType<RebuildModality>>>();
    for (const code of codes) ranked.set(code, await deps.rebuildModality(trx, context, code, bibs));
    if (codes.length === 0) return () => {};
    const version = await deps.events.bumpResultsVersion(context.event.id, trx, codes);
    const row = rows.get(changed.bib);
    const modality = row ? context.modalities.get(row.modalityCode) : undefined;
    const gunMs = row ? (modality?.gunFor(row.bib) ?? null) : null;
    const change: LiveChange = {
      version,
      modalities: codes.map((code) => liveCounts(context.modalities.get(code)!, ranked.get(code)!)),
      passings:
        removed || !row || !modality || gunMs === null
          ? []
          : [{ id: changed.id, bib: row.bib, name: row.name, modalityCode: row.modalityCode, controlCode: changed.controlCode, km: controlKm(context.checkpointKm, modality.distanceKm, changed.controlCode), timeMs: changed.passedAt.getTime() - gunMs, at: changed.passedAt.toISOString() }],
      removed: removed ? [changed.id] : [],
    };
    await publish(trx, resultsTopic(context.event.id), change);
    return () => {
      for (const code of codes) deps.rankings.set(context.event.id, code, (versions.get(code) ?? 0) + 1, ranked.get(code)!);
    };
  }

  return {
    async listManual(user: AccountView, eventId: number): Promise<StaffPassing[]> {
      await deps.requireEventAccess({ user, eventId, allow: 'manageTiming' });
      return (await deps.passings.manual(eventId)).map(toStaffPassing);
    },

    async correct(user: AccountView, eventId: number, passingId: number, change: { bib?: number | undefined; time?: string | undefined }): Promise<StaffPassing> {
      const afterCommit = await deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'manageTiming', executor: trx });
        const before = await deps.passings.find(eventId, passingId, trx);
        if (!before || before.status === 'deleted') throw notFound();
        const after = { bib: change.bib ?? before.bib, passedAt: change.time ? new Date(change.time) : before.passedAt };
        const context = await loadTimingContext(trx, eventId, deps);
        const target = await resolveRows(trx, deps, context, [after.bib]);
        if (!target.has(after.bib)) {
          const message = fill(messages.timing.review.bibUnknown, { bib: String(after.bib) });
          throw new AppError(400, 'validation', message, { bib: message });
        }
        if ((await deps.results.findByBibs(eventId, [after.bib], trx)).length === 0) await deps.results.upsert(trx, eventId, [target.get(after.bib)!]);
        await deps.passings.correct(trx, passingId, after);
        await deps.passings.setStatus(trx, [passingId], 'accepted', null, target.get(after.bib)!.modalityCode);
        await deps.setup.recordChange(trx, {
          eventId,
          userId: user.id,
          action: 'passingCorrected',
          changes: { passing: passingId, before: { bib: before.bib, at: before.passedAt.toISOString() }, after: { bib: after.bib, at: after.passedAt.toISOString() } },
        });
        return recompute(trx, context, [...new Set([before.bib, after.bib])], { ...before, ...after }, false);
      });
      afterCommit();
      deps.onResultsChanged?.(eventId);
      return view(eventId, passingId);
    },

    async remove(user: AccountView, eventId: number, passingId: number): Promise<StaffPassing> {
      const afterCommit = await deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'manageTiming', executor: trx });
        const before = await deps.passings.find(eventId, passingId, trx);
        if (!before || before.status === 'deleted') throw notFound();
        await deps.passings.setStatus(trx, [passingId], 'deleted', null);
        await deps.setup.recordChange(trx, {
          eventId,
          userId: user.id,
          action: 'passingDeleted',
          changes: { passing: passingId, bib: before.bib, controlCode: before.controlCode, at: before.passedAt.toISOString() },
        });
        const context = await loadTimingContext(trx, eventId, deps);
        return recompute(trx, context, [before.bib], before, true);
      });
      afterCommit();
      deps.onResultsChanged?.(eventId);
      return view(eventId, passingId);
    },
  };
}
export type PassingCorrections = ReturnType<typeof createPassingCorrections>;

function toStaffPassing(row: Awaited<ReturnType<PassingsRepository['staffView']>>): StaffPassing {
  return { id: row.id, bib: row.bib, name: row.name, controlCode: row.controlCode, at: row.passedAt.toISOString(), status: row.status, reason: passingReasonText(row.status, row.reason) };
}
