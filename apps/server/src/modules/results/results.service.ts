import {
  isListed,
  searchRows,
  winnersByCategory,
  type RankedRow,
} from '@dorsal/core';
import { notFound } from '../../lib/errors.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { EventsService } from '../events/events.service.ts';
import { toResultRow, type ResultsRepository, type StoredResult } from './results.repository.ts';
import { createResultsCache, type CachedEventResults } from './results-cache.ts';
import { compareForReport, toResultView } from './result-view.ts';
import { buildResultDetail } from './result-detail.ts';

const SEARCH_LIMIT = 50;

export function toRankedRow(row: StoredResult): RankedRow {
  return {
    ...toResultRow(row),
    overallPosition: row.overallPosition,
    branchPosition: row.branchPosition,
    categoryPosition: row.categoryPosition,
    rankedCategoryCode: row.rankedCategoryCode,
    isOverallWinner: row.isOverallWinner,
    flag: row.flag,
  };
}

export function createResultsService(deps: { results: ResultsRepository; events: EventsRepository; eventsService: EventsService }) {
  const cache = createResultsCache();

  async function load(eventId: number): Promise<CachedEventResults> {
    const version = await deps.events.resultsVersion(eventId);
    if (version === null) throw notFound();
    const cached = cache.get(eventId, version);
    if (cached) return cached;
    const [config, stored] = await Promise.all([deps.eventsService.rankingConfig(eventId), deps.results.listByEvent(eventId)]);
    const order = new Map(config.modalities.map((modality, index) => [modality.code, index]));
    const rows = stored.filter((row) => isListed(row, config.timing)).sort(compareForReport(order));
    const entry: CachedEventResults = { version, event: config.event, modalities: config.modalities, timing: config.timing, rows, json: new Map() };
    cache.set(eventId, entry);
    return entry;
  }

  return {
    load,

    /** The `{ rows }` answer as JSON text, serialized once per results version. */
    async listJson(eventId: number, modality: string | undefined) {
      const entry = await load(eventId);
      const key = modality ?? '';
      let json = entry.json.get(key);
      if (json === undefined) {
        const rows = modality ? entry.rows.filter((row) => row.modalityCode === modality) : entry.rows;
        json = JSON.stringify({ rows: rows.map((row) => toResultView(row, entry.timing.hideControls)) });
        entry.json.set(key, json);
      }
      return json;
    },

    async winners(eventId: number) {
      const entry = await load(eventId);
      const hide = entry.timing.hideControls;
      const byBib = new Map(entry.rows.map((row) => [row.bib, row]));
      return entry.modalities.map((modality) => {
        const ranked = entry.rows.filter((row) => row.modalityCode === modality.code).map(toRankedRow);
        return {
          modalityCode: modality.code,
          categories: winnersByCategory(ranked, modality).map(({ category, winners }) => ({
            category: {
              branch: category.branch,
              code: category.code,
              name: category.name,
              minAge: category.minAge,
              maxAge: category.maxAge,
              winnersCount: category.winnersCount,
              isOverall: category.isOverall,
            },
            winners: winners.map((winner) => toResultView(byBib.get(winner.bib)!, hide)),
          })),
        };
      });
    },

    async search(eventId: number, query: string) {
      const entry = await load(eventId);
      return searchRows(entry.rows, query)
        .slice(0, SEARCH_LIMIT)
        .map((row) => toResultView(row, entry.timing.hideControls));
    },

    async detail(eventId: number, bib: number) {
      const entry = await load(eventId);
      const row = entry.rows.find((candidate) => candidate.bib === bib);
      if (!row) throw notFound('No encontramos ese número en los resultados');
      const checkpoints = await deps.events.checkpoints(eventId);
      return buildResultDetail(row, entry, checkpoints);
    },
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;
