import { LRUCache } from 'lru-cache';
import { LIVE_ALL_LIMIT, waveForBib, type LiveBoard, type LiveLimit } from '@dorsal/core';
import type { PassingsRepository } from './passings.repository.ts';
import type { ResultsRepository } from '../results/results.repository.ts';
import type { TimingRepository } from './timing.repository.ts';
import { controlKm } from './timing-context.ts';

const limits: Record<LiveLimit, number> = { '10': 10, '20': 20, all: LIVE_ALL_LIMIT };

/**
 * The live page's board: each modality's start, finishers and athletes, and the latest passings. Built once per
 * results version and request shape on this instance, so thousands of phones reloading at once cost one query.
 */
export function createLiveBoard(deps: { version: (eventId: number) => Promise<number>; timing: TimingRepository; passings: PassingsRepository; results: ResultsRepository }) {
  const cache = new LRUCache<string, LiveBoard, () => Promise<LiveBoard>>({ max: 500, fetchMethod: (_key, _stale, { context }) => context() });

  async function build(eventId: number, version: number, modalityCode: string | undefined, limit: LiveLimit): Promise<LiveBoard> {
    const [modalities, counts, checkpoints, latest] = await Promise.all([
      deps.timing.modalities(eventId),
      deps.results.countsByModality(eventId),
      deps.timing.checkpoints(eventId),
      deps.passings.latest(eventId, limits[limit], modalityCode),
    ]);
    const pointKm = new Map(checkpoints.map((checkpoint) => [checkpoint.number, checkpoint.distanceKm]));
    const byCode = new Map(modalities.map((modality) => [modality.code, modality]));
    const gunOf = (code: string, bib: number) => {
      const start = waveForBib(byCode.get(code)?.startWaves ?? [], bib)?.startAt;
      return start ? Date.parse(start) : null;
    };
    return {
      version,
      modalities: modalities.map((modality) => ({
        code: modality.code,
        name: modality.name,
        startAt: modality.startWaves[0]?.startAt || null,
        waves: modality.startWaves.map((wave) => ({ name: wave.name, startAt: wave.startAt || null })),
        finishers: counts.get(modality.code)?.finishers ?? 0,
        athletes: counts.get(modality.code)?.athletes ?? 0,
      })),
      passings: latest.map((passing) => ({
        id: passing.id,
        bib: passing.bib,
        name: passing.name,
        modalityCode: passing.modalityCode,
        controlCode: passing.controlCode,
        km: controlKm(pointKm, byCode.get(passing.modalityCode)?.distanceKm ?? null, passing.controlCode),
        timeMs: passing.passedAt.getTime() - (gunOf(passing.modalityCode, passing.bib) ?? passing.passedAt.getTime()),
        at: passing.passedAt.toISOString(),
      })),
    };
  }

  return async function board(eventId: number, modalityCode: string | undefined, limit: LiveLimit): Promise<LiveBoard> {
    const version = await deps.version(eventId);
    const key = `${eventId}:${version}:${modalityCode ?? ''}:${limit}`;
    return (await cache.fetch(key, { context: () => build(eventId, version, modalityCode, limit) }))!;
  };
}
export type LiveBoardService = ReturnType<typeof createLiveBoard>;
