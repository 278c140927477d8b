import type { ModalityConfig, TimingSettings } from '@dorsal/core';
import type { EventRow } from '../events/events.repository.ts';
import type { StoredResult } from './results.repository.ts';
import type { PreparedJson } from '../../lib/http/prepared-json.ts';


export interface CachedEventResults {
  version: number;
  event: EventRow;
  modalities: ModalityConfig[];
  timing: TimingSettings;
  /** Listed rows in report order. */
  rows: StoredResult[];
  /** Serialized `{ rows }` answers by modality code ('' = all), built on first request. */
  json: Map<string, PreparedJson>;
  winners?: unknown;
}

/**
 * Results of recently read events, keyed by event and checked against the event's
 * results_version on every read, so any instance sees a change committed by another.
 */
export function createResultsCache(maxEvents = 20) {
  const entries = new Map<number, CachedEventResults>();
  return {
    get(eventId: number, version: number) {
      const entry = entries.get(eventId);
      if (!entry || entry.version !== version) return undefined;
      entries.delete(eventId);
      entries.set(eventId, entry); // most recently used last
      return entry;
    },
    set(eventId: number, entry: CachedEventResults) {
      entries.set(eventId, entry);
      while (entries.size > maxEvents) entries.delete(entries.keys().next().value!);
    },
  };
}
