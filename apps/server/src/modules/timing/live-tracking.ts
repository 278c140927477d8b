import { predictArrival, waveForBib, type TrackedAthlete } from '@dorsal/core';
import type { ResultsRepository } from '../results/results.repository.ts';
import type { TimingRepository } from './timing.repository.ts';

/** The followed athletes of a live page: each one's last control, pace and predicted arrivals (core predictArrival). */
export function createLiveTracking(deps: { version: (eventId: number) => Promise<number>; timing: TimingRepository; results: ResultsRepository }) {
  return async function followed(eventId: number, bibs: readonly number[]): Promise<TrackedAthlete[]> {
    await deps.version(eventId); // 404 for a missing event or a draft
    const [rows, modalities, checkpoints] = await Promise.all([deps.results.findByBibs(eventId, bibs), deps.timing.modalities(eventId), deps.timing.checkpoints(eventId)]);
    const byCode = new Map(modalities.map((modality) => [modality.code, modality]));
    const order = new Map(bibs.map((bib, index) => [bib, index]));
    return rows
      .filter((row) => !row.deleted)
      .sort((a, b) => order.get(a.bib)! - order.get(b.bib)!)
      .map((row) => {
        const modality = byCode.get(row.modalityCode);
        const start = modality ? waveForBib(modality.startWaves, row.bib)?.startAt : undefined;
        const gunMs = start ? Date.parse(start) : null;
        const controls = checkpoints.flatMap((checkpoint) =>
          checkpoint.distanceKm !== null && checkpoint.laps.some((lap) => lap.modalityCode === row.modalityCode && lap.lap === 1)
            ? [{ code: checkpoint.number * 1000 + 1, km: checkpoint.distanceKm }]
            : [],
        );
        const progress =
          gunMs === null
            ? null
            : predictArrival({
                gunMs,
                splits: new Map(row.splits.map((split) => [split.controlCode, split.timeMs])),
                controls,
                finishKm: modality?.distanceKm ?? null,
                officialTimeMs: row.officialTimeMs,
              });
        return {
          bib: row.bib,
          name: row.name,
          modalityCode: row.modalityCode,
          last: progress?.last ?? null,
          paceMsPerKm: progress?.paceMsPerKm ?? null,
          next: progress?.next ? { code: progress.next.code, km: progress.next.km, at: new Date(progress.next.atMs).toISOString() } : null,
          finish: progress?.finish ? { km: progress.finish.km, at: new Date(progress.finish.atMs).toISOString() } : null,
          finished: row.officialTimeMs !== null,
          officialTimeMs: row.officialTimeMs,
        };
      });
  };
}
