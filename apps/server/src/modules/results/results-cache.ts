import { LRUCache } from 'lru-cache';
import type { PreparedJson } from '../../lib/http/prepared-json.ts';
import type { ResultsIndex } from './results-index.ts';

/** Estimated resident bytes of one index row (its object, bib map entry and report order slots). */
const INDEX_ROW_BYTES = 240;

/**
 * The one memory bound of the public results, shared by every event: three quarters for report
 * indexes (rows without times), a quarter for prepared pages (their gzip bytes). Least recently used goes first;
 * concurrent misses of one key build once (`fetch`). Keys carry the results version, so a change
 * committed by any instance is seen on the next read and old versions age out.
 */
export function createResultsCaches(bytes: number) {
  const indexes = new LRUCache<string, ResultsIndex, () => Promise<ResultsIndex>>({
    maxSize: Math.max(1, Math.floor((bytes * 3) / 4)),
    sizeCalculation: (index) => Math.max(1, index.byBib.size * INDEX_ROW_BYTES),
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  const pages = new LRUCache<string, PreparedJson, () => Promise<PreparedJson>>({
    maxSize: Math.max(1, Math.floor(bytes / 4)),
    sizeCalculation: (page) => Math.max(1, (page.json?.length ?? 0) + (page.gzip?.length ?? 0)),
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  const latestKey = new Map<number, string>();
  return {
    /** The index of one results version, built by `build` on a miss (given the event's previous index, if still held). */
    async index(eventId: number, version: number, build: (previous?: ResultsIndex) => Promise<ResultsIndex>): Promise<ResultsIndex> {
      const key = `${eventId}:${version}`;
      const before = latestKey.get(eventId);
      const previous = before !== undefined && before !== key ? indexes.peek(before) : undefined;
      const index = (await indexes.fetch(key, { context: () => build(previous) }))!;
      if (previous && index.version > previous.version) indexes.delete(before!); // its rows live on in the new one where unchanged
      if (index.version >= (previous?.version ?? -1)) latestKey.set(eventId, key);
      return index;
    },
    /** The newest index this instance holds for the event, if any (no fetch). */
    latest(eventId: number): ResultsIndex | undefined {
      const key = latestKey.get(eventId);
      return key === undefined ? undefined : indexes.peek(key);
    },
    async page(key: string, build: () => Promise<PreparedJson>): Promise<PreparedJson> {
      return (await pages.fetch(key, { context: build }))!;
    },
    /** Bytes held now (for the benchmarks and the logs). */
    size: () => ({ indexes: indexes.calculatedSize, pages: pages.calculatedSize }),
  };
}
export type ResultsCaches = ReturnType<typeof createResultsCaches>;
