import { applyPassing, messages, rankModality, withoutTiming, type AccountView, type LiveChange, type LiveModality, type ResultRow } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { publish } from '../../lib/realtime/index.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { EventsService } from '../events/events.service.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { EventSetupRepository } from '../events/setup/event-setup.repository.ts';
import { toResultRow, type ResultsRepository } from '../results/results.repository.ts';
import { resultsTopic } from '../results/results-topic.ts';
import type { LiveRankings } from './live-rankings.ts';
import { liveCounts } from './passing-apply.ts';
import type { PassingsRepository } from './passings.repository.ts';
import { controlKm, loadTimingContext } from './timing-context.ts';
import type { TimingRepository } from './timing.repository.ts';

/**
 * 'Dar salida': sets the start of a modality's wave (now, or a typed instant) and, since every official time counts
 * from it, rebuilds from their readings the rows of the athletes it timed: readings held because the wave had not
 * started are applied now; readings before a start moved later go back to review. Logged in the event's change log.
 */
export function createWaveStart(deps: {
  db: Db;
  timing: TimingRepository;
  passings: PassingsRepository;
  results: ResultsRepository;
  events: EventsRepository;
  eventsService: EventsService;
  setup: EventSetupRepository;
  rankings: LiveRankings;
  requireEventAccess: RequireEventAccess;
  onResultsChanged?: (eventId: number) => void;
}) {
  return async function startWave(user: AccountView, eventId: number, modalityCode: string, startAt: string | undefined): Promise<LiveModality> {
    const start = startAt ? new Date(startAt) : new Date();
    const answer = await deps.db.transaction().execute(async (trx) => {
      await deps.requireEventAccess({ user, eventId, allow: 'manageTiming', executor: trx });
      const versions = await deps.timing.lockModalities(trx, eventId, [modalityCode]);
      const stored = (await deps.timing.modalities(eventId, trx)).find((modality) => modality.code === modalityCode);
      if (!stored || !versions.has(modalityCode)) throw new AppError(400, 'validation', messages.timing.starts.unknownModality);
      const [first, ...others] = stored.startWaves;
      await deps.timing.setStartWaves(trx, eventId, modalityCode, [{ name: first?.name ?? messages.liveBoard.start, startAt: start.toISOString() }, ...others]);
      await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'waveStart', changes: { modality: modalityCode, before: first?.startAt ?? null, after: start.toISOString() } });

      const context = await loadTimingContext(trx, eventId, deps);
      const modality = context.modalities.get(modalityCode)!;
      const rows = new Map<number, ResultRow>((await deps.timing.modalityRows(trx, eventId, modalityCode)).map((row) => [row.bib, toResultRow(row)]));
      const readings = await deps.passings.forModality(trx, eventId, modalityCode);
      const timed = new Set(readings.map((reading) => reading.bib));
      for (const bib of timed) {
        const row = rows.get(bib);
        if (row) rows.set(bib, withoutTiming(row));
      }
      const accepted: number[] = [];
      const held = new Map<string, number[]>();
      for (const reading of readings) {
        const row = rows.get(reading.bib);
        if (!row) continue;
        const effect = applyPassing(row, reading.controlCode, reading.passedAt.getTime(), {
          gunMs: modality.gunMs,
          distanceKm: controlKm(context.checkpointKm, modality.distanceKm, reading.controlCode),
          paceFloorMsPerKm: modality.paceFloorMsPerKm,
        });
        if (effect.kind === 'review') {
          held.set(effect.reason, [...(held.get(effect.reason) ?? []), reading.id]);
          continue;
        }
        accepted.push(reading.id);
        rows.set(reading.bib, effect.row);
      }
      const timedRows = [...timed].flatMap((bib) => (rows.has(bib) ? [rows.get(bib)!] : []));
      await deps.results.upsert(trx, eventId, timedRows);
      const ranked = rankModality([...rows.values()], modality.ranking);
      await deps.results.writePositions(trx, eventId, ranked);
      await deps.passings.setStatus(trx, accepted, 'accepted', null, modalityCode);
      for (const [reason, ids] of held) await deps.passings.setStatus(trx, ids, 'review', reason, modalityCode);

      const version = await deps.events.bumpResultsVersion(eventId, trx, [modalityCode]);
      const counts = liveCounts(modality, ranked);
      await publish(trx, resultsTopic(eventId), { version, modalities: [counts], passings: [] } satisfies LiveChange);
      return { counts, ranked, version: (versions.get(modalityCode) ?? 0) + 1 };
    });
    deps.rankings.set(eventId, modalityCode, answer.version, answer.ranked);
    deps.onResultsChanged?.(eventId);
    return answer.counts;
  };
}
export type WaveStart = ReturnType<typeof createWaveStart>;
