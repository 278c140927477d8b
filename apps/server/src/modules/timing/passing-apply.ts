import {
  applyPassing,
  applyRowChanges,
  messages,
  rankModality,
  reportDiffOf,
  type LiveChange,
  type LiveModality,
  type LivePassing,
  type PassingReview,
  type RankedRow,
  type ReportDiff,
  type ResultRow,
  type ResultView,
  type RowChange,
} from '@dorsal/core';
import type { Trx } from '../../db/database.ts';
import { publish } from '../../lib/realtime/index.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import { toResultView } from '../results/result-view.ts';
import { toResultRow, type ResultsRepository } from '../results/results.repository.ts';
import { resultsTopic } from '../results/results-topic.ts';
import type { LiveRankings } from './live-rankings.ts';
import type { PassingsRepository } from './passings.repository.ts';
import { controlKm, type TimedModality, type TimingContext } from './timing-context.ts';
import type { TimingRepository } from './timing.repository.ts';

/** A reading already stored in `passings`, to apply to its athlete's row. */
export interface StoredPassing {
  id: number;
  bib: number;
  controlCode: number;
  atMs: number;
}

export type AppliedOutcome = { outcome: 'accepted' } | { outcome: 'unmatched'; reason: string } | { outcome: 'review'; reason: string };

/** At most this many new passings ride on one realtime message; the live table never shows more at once. */
const LIVE_PASSINGS_PER_MESSAGE = 50;
/**
 * Past this many moved rows in a modality, its results pages are told to refetch instead: a diff bigger than a page
 * (50 rows) costs every follower more bytes than the compressed page it would save.
 */
const REPORT_DIFF_MAX_ROWS = 50;

export interface PassingApplierDeps {
  timing: TimingRepository;
  passings: PassingsRepository;
  results: ResultsRepository;
  events: EventsRepository;
  rankings: LiveRankings;
  /** Called in the transaction with the athletes a batch just finished (their alerts' mails go in the same commit). */
  onFinished?: (trx: Trx, context: TimingContext, finished: readonly ResultRow[]) => Promise<void>;
  /** Told after commit of the new ranking of the only modality a batch changed (the results index is updated from it in place). */
  onModalityRanked?: (eventId: number, version: number, modalityCode: string, modalityVersion: number, rows: readonly RankedRow[]) => Promise<void>;
}

/**
 * Applies stored readings inside the caller's transaction: each updates its athlete's row, the modality is re-ranked
 * once for the batch (core applyRowChanges) under its row lock, changed rows and positions are written, the modality's results version moves on
 * and the diff's passings and counts are published on the results topic (delivered on commit). `afterCommit` keeps
 * the new rankings for the next batch.
 */
export function createPassingApplier(deps: PassingApplierDeps) {
  async function rankedRows(trx: Trx, eventId: number, modality: TimedModality, version: number) {
    const cached = deps.rankings.get(eventId, modality.code, version);
    if (cached) return cached;
    const stored = await deps.timing.modalityRows(trx, eventId, modality.code);
    return rankModality(stored.map(toResultRow), modality.ranking);
  }

  return async function applyPassings(trx: Trx, context: TimingContext, passings: readonly StoredPassing[]) {
    const eventId = context.event.id;
    const outcomes = new Map<number, AppliedOutcome>();
    const rows = await resolveRows(trx, deps, context, [...new Set(passings.map((passing) => passing.bib))]);

    const byModality = new Map<string, StoredPassing[]>();
    for (const passing of passings) {
      const row = rows.get(passing.bib);
      if (!row || !context.modalities.has(row.modalityCode)) {
        outcomes.set(passing.id, { outcome: 'unmatched', reason: messages.timing.review.unmatched });
        continue;
      }
      const list = byModality.get(row.modalityCode) ?? [];
      list.push(passing);
      byModality.set(row.modalityCode, list);
    }

    const codes = [...byModality.keys()].sort();
    const versions = await deps.timing.lockModalities(trx, eventId, codes);
    const touched = new Map<number, ResultRow>();
    const positions = new Map<number, RankedRow>();
    const ranked = new Map<string, RankedRow[]>();
    const reports = new Map<string, ReportDiff<ResultView>>();
    const live: LivePassing[] = [];
    const reviewed: { id: number; modalityCode: string; reason: PassingReview }[] = [];
    const accepted = new Map<string, number[]>();
    const finished: ResultRow[] = [];

    for (const code of codes) {
      const modality = context.modalities.get(code)!;
      const current = await rankedRows(trx, eventId, modality, versions.get(code) ?? 0);
      const ordered = [...byModality.get(code)!].sort((a, b) => a.atMs - b.atMs || a.id - b.id);
      const changes: RowChange[] = [];
      for (const passing of ordered) {
        const row = rows.get(passing.bib)!;
        const km = controlKm(context.checkpointKm, modality.distanceKm, passing.controlCode);
        const gunMs = modality.gunFor(row.bib);
        const effect = applyPassing(row, passing.controlCode, passing.atMs, { gunMs, distanceKm: km, paceFloorMsPerKm: modality.paceFloorMsPerKm });
        if (effect.kind === 'review') {
          reviewed.push({ id: passing.id, modalityCode: code, reason: effect.reason });
          outcomes.set(passing.id, { outcome: 'review', reason: messages.timing.reviewReasons[effect.reason] });
          continue;
        }
        outcomes.set(passing.id, { outcome: 'accepted' });
        accepted.set(code, [...(accepted.get(code) ?? []), passing.id]);
        live.push({ id: passing.id, bib: row.bib, name: row.name, modalityCode: code, controlCode: passing.controlCode, km, timeMs: passing.atMs - gunMs!, at: new Date(passing.atMs).toISOString() });
        if (effect.row === row) continue;
        if (row.officialTimeMs === null && effect.row.officialTimeMs !== null) finished.push(effect.row);
        rows.set(row.bib, effect.row);
        touched.set(row.bib, effect.row);
        changes.push({ kind: 'upsert', row: effect.row });
      }
      // The batch's rows re-ranked at once: O(n + k log k), not k passes over the modality's rows.
      const { rows: next, diff } = applyRowChanges(current, changes, modality.ranking);
      for (const changed of [...diff.added, ...diff.changed]) positions.set(changed.bib, changed);
      ranked.set(code, next);
      const { timing } = modality.ranking;
      const version = { code, version: (versions.get(code) ?? 0) + 1 };
      reports.set(code, reportDiffOf(version, current, diff, timing, (row) => toResultView(row, timing.hideControls), REPORT_DIFF_MAX_ROWS));
    }

    if (finished.length > 0) await deps.onFinished?.(trx, context, finished);
    if (touched.size > 0) {
      await deps.results.upsert(trx, eventId, [...touched.values()]);
      await deps.results.writePositions(trx, eventId, [...positions.values()]);
    }
    for (const [code, ids] of accepted) await deps.passings.setStatus(trx, ids, 'accepted', null, code);
    for (const { id, modalityCode, reason } of reviewed) await deps.passings.setStatus(trx, [id], 'review', reason, modalityCode);
    const unmatched = [...outcomes].filter(([, outcome]) => outcome.outcome === 'unmatched').map(([id]) => id);
    await deps.passings.setStatus(trx, unmatched, 'unmatched', 'unmatched', null);

    const changedCodes = codes.filter((code) => accepted.has(code));
    let publishedVersion: number | null = null;
    if (changedCodes.length > 0) {
      publishedVersion = await deps.events.bumpResultsVersion(eventId, trx, changedCodes);
      const change: LiveChange = {
        version: publishedVersion,
        modalities: changedCodes.map((code) => liveCounts(context.modalities.get(code)!, ranked.get(code)!)),
        passings: live.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id).slice(0, LIVE_PASSINGS_PER_MESSAGE),
        results: changedCodes.map((code) => reports.get(code)!),
        counts: await deps.events.resultCounts(eventId, trx),
      };
      await publish(trx, resultsTopic(eventId), change);
    }

    return {
      outcomes,
      changed: publishedVersion !== null,
      afterCommit() {
        for (const code of changedCodes) {
          const modalityVersion = (versions.get(code) ?? 0) + 1;
          deps.rankings.set(eventId, code, modalityVersion, ranked.get(code)!);
          if (publishedVersion !== null && changedCodes.length === 1) void deps.onModalityRanked?.(eventId, publishedVersion, code, modalityVersion, ranked.get(code)!);
        }
      },
    };
  };
}
export type ApplyPassings = ReturnType<typeof createPassingApplier>;

/** The rows of these bibs: stored ones, or new ones for confirmed registrations of the event's modalities; unknown bibs are left out. */
export async function resolveRows(trx: Trx, repositories: { timing: TimingRepository; results: ResultsRepository }, context: TimingContext, bibs: readonly number[]) {
  const rows = new Map<number, ResultRow>();
  for (const stored of await repositories.results.findByBibs(context.event.id, bibs, trx)) rows.set(stored.bib, toResultRow(stored));
  const missing = bibs.filter((bib) => !rows.has(bib));
  for (const registration of await repositories.timing.registeredBibs(trx, context.event.id, missing)) {
    if (registration.bib === null || !context.modalities.has(registration.modalityCode)) continue;
    rows.set(registration.bib, newRow(registration as typeof registration & { bib: number }));
  }
  return rows;
}

/** A modality's line on the live page: its start, finishers and athletes. */
export function liveCounts(modality: TimedModality, rows: readonly RankedRow[]): LiveModality {
  let athletes = 0;
  let finishers = 0;
  for (const row of rows) {
    if (row.deleted) continue;
    athletes++;
    if (row.officialTimeMs !== null) finishers++;
  }
  const waves = modality.waves.map((wave) => ({ name: wave.name, startAt: wave.startAt || null }));
  return { code: modality.code, name: modality.name, startAt: modality.gunMs === null ? null : new Date(modality.gunMs).toISOString(), waves, finishers, athletes };
}

function newRow(registration: { bib: number; firstNames: string; lastNames: string; modalityCode: string; branch: ResultRow['branch']; categoryCode: string }): ResultRow {
  return {
    bib: registration.bib,
    name: `${registration.firstNames} ${registration.lastNames}`.trim(),
    modalityCode: registration.modalityCode,
    branch: registration.branch,
    categoryCode: registration.categoryCode,
    officialTimeMs: null,
    realTimeMs: null,
    arrivedAt: null,
    splits: [],
    startRecorded: false,
    deleted: false,
    dnf: false,
    dnfOverTime: false,
    dq: false,
    dns: false,
  };
}
