import { applyPassing, rankModality, withoutTiming, type RankedRow, type ResultRow } from '@dorsal/core';
import type { Trx } from '../../db/database.ts';
import { toResultRow, type ResultsRepository } from '../results/results.repository.ts';
import type { PassingsRepository } from './passings.repository.ts';
import { controlKm, type TimingContext } from './timing-context.ts';
import type { TimingRepository } from './timing.repository.ts';

/**
 * Rebuilds, inside the caller's transaction, the rows of a modality's timed athletes from their stored readings (and
 * the rows of `alsoBibs`, whose last reading may just have been deleted or moved), then ranks the modality in full.
 * What a wave start or a correction needs: every time counts from the gun and the readings, never from what a row
 * held before. Readings are re-judged too (held for review, or taken now).
 */
export function createModalityRebuild(deps: { timing: TimingRepository; passings: PassingsRepository; results: ResultsRepository }) {
  return async function rebuildModality(trx: Trx, context: TimingContext, modalityCode: string, alsoBibs: readonly number[] = []): Promise<RankedRow[]> {
    const eventId = context.event.id;
    const modality = context.modalities.get(modalityCode)!;
    const rows = new Map<number, ResultRow>((await deps.timing.modalityRows(trx, eventId, modalityCode)).map((row) => [row.bib, toResultRow(row)]));
    const readings = await deps.passings.forModality(trx, eventId, modalityCode);
    const timed = new Set([...readings.map((reading) => reading.bib), ...alsoBibs.filter((bib) => rows.has(bib))]);
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
        gunMs: modality.gunFor(row.bib),
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
    await deps.results.upsert(trx, eventId, [...timed].flatMap((bib) => (rows.has(bib) ? [rows.get(bib)!] : [])));
    const ranked = rankModality([...rows.values()], modality.ranking);
    await deps.results.writePositions(trx, eventId, ranked);
    await deps.passings.setStatus(trx, accepted, 'accepted', null, modalityCode);
    for (const [reason, ids] of held) await deps.passings.setStatus(trx, ids, 'review', reason, modalityCode);
    return ranked;
  };
}
export type RebuildModality = ReturnType<typeof createModalityRebuild>;
