import { LRUCache } from 'lru-cache';
import type { RankedRow } from '@dorsal/core';

/**
 * This instance's ranked rows of the modalities it has timed lately, by the modality's results version. A batch of
 * passings holds the modality's row lock, so the version it reads is the committed one: when the cached rows carry
 * it they are current and the batch re-ranks incrementally (core `applyRowChange`) instead of reading and sorting
 * every row again. Another instance's commit moves the version on and the next batch here reads afresh.
 */
export function createLiveRankings(maxModalities = 24) {
  const cache = new LRUCache<string, { version: number; rows: RankedRow[] }>({ max: maxModalities });
  const key = (eventId: number, modalityCode: string) => `${eventId}:${modalityCode}`;
  return {
    get(eventId: number, modalityCode: string, version: number): RankedRow[] | null {
      const entry = cache.get(key(eventId, modalityCode));
      return entry && entry.version === version ? entry.rows : null;
    },
    set(eventId: number, modalityCode: string, version: number, rows: RankedRow[]) {
      cache.set(key(eventId, modalityCode), { version, rows });
    },
    forget(eventId: number, modalityCode: string) {
      cache.delete(key(eventId, modalityCode));
    },
  };
}
export type LiveRankings = ReturnType<typeof createLiveRankings>;
