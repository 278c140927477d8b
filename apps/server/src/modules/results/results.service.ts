import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  isListed,
  messages,
  searchRows,
  winnersByCategory,
  type RankedRow,
} from '@dorsal/core';
import { notFound } from '../../lib/errors.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { EventsService } from '../events/events.service.ts';
import { toResultRow, type ResultsRepository, type StoredResult } from './results.repository.ts';
import { createResultsCache, type CachedEventResults } from './results-cache.ts';
import type { PreparedJson } from '../../lib/http/prepared-json.ts';
import { compareForReport, toResultView } from './result-view.ts';
import { buildResultDetail } from './result-detail.ts';
import { toCategoryView } from '../events/event-view.ts';

const SEARCH_LIMIT = 50;
const gzipAsync = promisify(gzip);

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

  /** The `{ rows }` answer, serialized (and compressed) once per results version. */
  async function listAnswer(eventId: number, modality: string | undefined, gzip: boolean): Promise<PreparedJson> {
    const entry = await load(eventId);
    const key = modality ?? '';
    let answer = entry.json.get(key);
    if (answer === undefined) {
      const rows = modality ? entry.rows.filter((row) => row.modalityCode === modality) : entry.rows;
      answer = { json: JSON.stringify({ rows: rows.map((row) => toResultView(row, entry.timing.hideControls)) }) };
      entry.json.set(key, answer);
    }
    if (gzip && !answer.gzip) answer.gzip = await gzipAsync(answer.json);
    return answer;
  }

  return {
    load,

    listAnswer,

    async listJson(eventId: number, modality: string | undefined) {
      return (await listAnswer(eventId, modality, false)).json;
    },

    async winners(eventId: number) {
      const entry = await load(eventId);
      entry.winners ??= computeWinners(entry);
      return entry.winners as ReturnType<typeof computeWinners>;
    },

    async search(eventId: number, query: string) {
      const entry = await load(eventId);
      return searchRows(entry.rows, query, (row) => row.searchName)
        .slice(0, SEARCH_LIMIT)
        .map((row) => toResultView(row, entry.timing.hideControls));
    },

    async detail(eventId: number, bib: number) {
      const entry = await load(eventId);
      const row = entry.rows.find((candidate) => candidate.bib === bib);
      if (!row) throw notFound(messages.results.bibNotFound);
      const checkpoints = await deps.events.checkpoints(eventId);
      return buildResultDetail(row, entry, checkpoints);
    },
  };
}

function computeWinners(entry: CachedEventResults) {
  const hide = entry.timing.hideControls;
  const byBib = new Map(entry.rows.map((row) => [row.bib, row]));
  return entry.modalities.map((modality) => {
    const ranked = entry.rows.filter((row) => row.modalityCode === modality.code).map(toRankedRow);
    return {
      modalityCode: modality.code,
      categories: winnersByCategory(ranked, modality).map(({ category, winners }) => ({
        category: toCategoryView(category),
        winners: winners.map((winner) => toResultView(byBib.get(winner.bib)!, hide)),
      })),
    };
  });
}
export type ResultsService = ReturnType<typeof createResultsService>;
