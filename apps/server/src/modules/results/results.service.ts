import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  fill,
  messages,
  searchRows,
  winnersByCategory,
  type RankedRow,
  type ResultDetail,
  type ResultReportKind,
  type ResultsPage,
  type ResultsPageQuery,
  type RowPlace,
} from '@dorsal/core';
import { AppError, notFound } from '../../lib/errors.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { EventsService } from '../events/events.service.ts';
import { toResultRow, type ResultsRepository, type StoredResult } from './results.repository.ts';
import { createResultsCaches } from './results-cache.ts';
import { createVersionCache } from './results-version-cache.ts';
import { allRowsOf, buildResultsIndex, OTHER_ROWS, sameIndexEntry, type IndexRow, reportOf, selectionVersion, type ReportSelection, type ResultsIndex } from './results-index.ts';
import type { PreparedJson } from '../../lib/http/prepared-json.ts';
import { toResultView } from './result-view.ts';
import { buildResultDetail } from './result-detail.ts';
import { searchNameOf } from './search-names.ts';
import { toCategoryView } from '../events/event-view.ts';

const SEARCH_LIMIT = 50;
const gzipAsync = promisify(gzip);
const t = messages.resultsPage;

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

const badQuery = (field: string, message: string) => new AppError(400, 'validation', message, { [field]: message });

/** The rows of these bibs, in this order (rows read from the database come in any order). */
function inOrder(bibs: readonly number[], rows: readonly StoredResult[]): StoredResult[] {
  const byBib = new Map(rows.map((row) => [row.bib, row]));
  return bibs.flatMap((bib) => byBib.get(bib) ?? []);
}

export function createResultsService(deps: {
  results: ResultsRepository;
  events: EventsRepository;
  eventsService: EventsService;
  /** Memory all events' report indexes and pages share (RESULTS_CACHE_MB). */
  cacheBytes?: number;
  /** How long a read results version is trusted when no change notification came (lib/realtime tells of every change). */
  versionTtlMs?: number;
  /** The race photos matched to a result (modules/photos/finding); none when not given. */
  photosOf?: (eventId: number, row: StoredResult) => Promise<ResultDetail['photos']>;
  /** The finish video of an arrival, cued 5 s before it (modules/finish-videos); none when not given. */
  finishVideoOf?: (eventId: number, arrivedAt: Date | null) => Promise<ResultDetail['video']>;
}) {
  const caches = createResultsCaches(deps.cacheBytes ?? 128 * 1024 * 1024);

  const versions = createVersionCache((eventId) => deps.events.resultsVersion(eventId), deps.versionTtlMs ?? 2_000);

  async function currentVersion(eventId: number): Promise<number> {
    const version = await versions.get(eventId);
    if (version === null) throw notFound();
    return version;
  }

  /** The event's report index for its current results version. */
  async function load(eventId: number): Promise<ResultsIndex> {
    const version = await currentVersion(eventId);
    return caches.index(eventId, version, async (previous) => {
      const [config, modalityVersions] = await Promise.all([deps.eventsService.rankingConfig(eventId), deps.events.modalityResultsVersions(eventId)]);
      const readRows = (only?: Parameters<ResultsRepository['listIndexRows']>[1]) => deps.results.listIndexRows(eventId, only);
      return buildResultsIndex({ version, config, modalityVersions, readRows }, previous);
    });
  }

  function selection(index: ResultsIndex, query: Pick<ResultsPageQuery, 'modality' | 'report' | 'branch' | 'category'>): ReportSelection {
    const modality = query.modality ?? null;
    if (modality === null && (query.report !== 'general' || query.branch || query.category)) throw badQuery('modality', t.modalityRequired);
    const config = index.modalities.find((candidate) => candidate.code === modality);
    if (modality !== null && !config) throw badQuery('modality', fill(t.unknownModality, { modality }));
    const { category, branch } = query;
    if (category !== undefined && !config?.categories.some((c) => c.code === category && (branch === undefined || c.branch === branch))) {
      throw badQuery('category', fill(t.unknownCategory, { category }));
    }
    return { modality, report: query.report, branch, category };
  }

  async function buildPage(index: ResultsIndex, chosen: ReportSelection, offset: number, limit: number): Promise<PreparedJson> {
    const order = reportOf(index, chosen);
    const bibs = order.rows.slice(offset, offset + limit).map((row) => row.bib);
    const rows = inOrder(bibs, await deps.results.findByBibs(index.event.id, bibs));
    const page: ResultsPage = {
      version: selectionVersion(index, chosen),
      modalityCode: chosen.modality,
      report: chosen.report,
      total: order.rows.length,
      offset,
      limit,
      rows: rows.map((row) => toResultView(row, index.timing.hideControls)),
      groups: order.groups,
    };
    return { gzip: await gzipAsync(JSON.stringify(page)) };
  }

  /** A listed row with what its detail and certificate need of the event. */
  async function listedRow(eventId: number, bib: number, missing: string = messages.results.bibNotFound) {
    const index = await load(eventId);
    const row = index.byBib.has(bib) ? await deps.results.findByBib(eventId, bib) : undefined;
    if (!row) throw notFound(missing);
    return { index, row };
  }

  function placeOf(index: ResultsIndex, modalityCode: string, report: ResultReportKind, bib: number, limit: number): RowPlace {
    const at = reportOf(index, { modality: modalityCode, report }).rows.findIndex((row) => row.bib === bib);
    if (at === -1) throw notFound(t.notInReport);
    return { modalityCode, report, bib, index: at, offset: at - (at % limit) };
  }

  return {
    load,

    /**
     * Live timing's in-place update: the committed ranking of one modality becomes the index of the next results
     * version from the previous one held here, without reading the modality's rows back from the database (a passing
     * every few milliseconds would otherwise rebuild a 20,000-row index after each). Only when this instance holds
     * exactly the version before; otherwise the next read builds the index as usual.
     */
    async adoptModalityRanking(eventId: number, version: number, modalityCode: string, modalityVersion: number, ranked: readonly RankedRow[]) {
      const previous = caches.latest(eventId);
      if (!previous || previous.version !== version - 1 || (previous.byModality.get(OTHER_ROWS)?.rows.length ?? 0) > 0) return;
      const modalityVersions = new Map([...previous.byModality].map(([code, modality]) => [code, modality.version]));
      modalityVersions.set(modalityCode, modalityVersion);
      const rows = ranked.map((row): IndexRow => {
        const before = previous.byBib.get(row.bib);
        // Rows the passing did not move keep their index entry: less to allocate and collect at 200 passings/s.
        if (before && sameIndexEntry(before, row)) return before;
        return {
          bib: row.bib,
          modalityCode: row.modalityCode,
          branch: row.branch,
          categoryCode: row.categoryCode,
          rankedCategoryCode: row.rankedCategoryCode,
          overallPosition: row.overallPosition,
          branchPosition: row.branchPosition,
          categoryPosition: row.categoryPosition,
          flag: row.flag,
          searchName: searchNameOf(row.name),
        };
      });
      const config = { event: previous.event, modalities: previous.modalities, timing: previous.timing };
      await caches.index(eventId, version, (held) => buildResultsIndex({ version, config, modalityVersions, readRows: async () => rows }, held));
    },

    /** The event's results version as this instance knows it (404 for a missing event or a draft). */
    version: currentVersion,

    /** Bytes the report indexes and prepared pages hold now. */
    cacheSize: caches.size,

    /**
     * One page of a report, serialized and compressed once per results version and shared by
     * every reader; `version` is the ETag's, so an unchanged page answers 304 without being built.
     */
    async page(eventId: number, query: ResultsPageQuery): Promise<{ version: number; prepared: PreparedJson }> {
      const index = await load(eventId);
      const chosen = selection(index, query);
      const key = `${eventId}:${chosen.modality ?? ''}:${selectionVersion(index, chosen)}:${chosen.report}:${chosen.branch ?? ''}:${chosen.category ?? ''}:${query.offset}:${query.limit}`;
      const prepared = await caches.page(key, () => buildPage(index, chosen, query.offset, query.limit));
      return { version: index.version, prepared };
    },

    /** The results version alone (an If-None-Match check reads nothing else). */
    currentVersion,

    /** The results of an event (or of every event: undefined) changed: read their version again. */
    forgetVersion: versions.forget,

    /** Where a runner's row falls in a report of their modality. */
    async place(eventId: number, bib: number, report: ResultReportKind, limit: number): Promise<RowPlace> {
      const index = await load(eventId);
      const row = index.byBib.get(bib);
      if (!row) throw notFound(messages.results.bibNotFound);
      return placeOf(index, row.modalityCode, report, bib, limit);
    },

    /** The listed bibs of an account's own registrations in the event ('Ver mi posición'). */
    async mine(eventId: number, userId: string): Promise<number[]> {
      const index = await load(eventId);
      return (await deps.results.bibsRegisteredBy(eventId, userId)).filter((bib) => index.byBib.has(bib));
    },

    /** The first row of a modality's general report at this overall position or the next one. */
    async atPosition(eventId: number, modality: string, position: number, limit: number): Promise<RowPlace> {
      const index = await load(eventId);
      selection(index, { modality, report: 'general' });
      const row = reportOf(index, { modality, report: 'general' }).rows.find((candidate) => candidate.overallPosition >= position);
      if (!row) throw notFound(fill(t.noOneAtPosition, { position }));
      return placeOf(index, modality, 'general', row.bib, limit);
    },

    /** The listed rows of the event (or one modality) in report order, `batch` full rows at a time. */
    async *listedRows(eventId: number, modality: string | undefined, batch = 1000): AsyncGenerator<StoredResult[]> {
      const index = await load(eventId);
      const order = reportOf(index, selection(index, { modality, report: 'general' }));
      for (let start = 0; start < order.rows.length; start += batch) {
        const bibs = order.rows.slice(start, start + batch).map((row) => row.bib);
        yield inOrder(bibs, await deps.results.findByBibs(eventId, bibs));
      }
    },

    async winners(eventId: number) {
      const index = await load(eventId);
      index.winners ??= await computeWinners(index, deps.results);
      return index.winners as Awaited<ReturnType<typeof computeWinners>>;
    },

    async search(eventId: number, query: string) {
      const index = await load(eventId);
      const bibs = searchRows(allRowsOf(index), query, (row) => row.searchName)
        .slice(0, SEARCH_LIMIT)
        .map((row) => row.bib);
      const rows = inOrder(bibs, await deps.results.findByBibs(eventId, bibs));
      return rows.map((row) => toResultView(row, index.timing.hideControls));
    },

    listedRow,

    async detail(eventId: number, bib: number) {
      const { index, row } = await listedRow(eventId, bib);
      const [checkpoints, photos, video] = await Promise.all([deps.events.checkpoints(eventId), deps.photosOf?.(eventId, row) ?? [], deps.finishVideoOf?.(eventId, row.arrivedAt) ?? null]);
      return { ...buildResultDetail(row, index, checkpoints), photos, video };
    },
  };
}

/**
 * Winners by modality and category (once per version). The index says who can be on a podium (a category position
 * within the modality's largest podium); only those rows are read in full — a few dozen, not a marathon's 30,000.
 */
async function computeWinners(index: ResultsIndex, results: ResultsRepository) {
  const hide = index.timing.hideControls;
  const podiumDepth = new Map(index.modalities.map((modality) => [modality.code, Math.max(0, ...modality.categories.map((category) => category.winnersCount))]));
  const candidates = [...index.byBib.values()].filter((row) => row.categoryPosition > 0 && row.categoryPosition <= (podiumDepth.get(row.modalityCode) ?? 0));
  const stored = await results.findByBibs(index.event.id, candidates.map((row) => row.bib));
  const byBib = new Map(stored.map((row) => [row.bib, row]));
  return index.modalities.map((modality) => {
    const ranked = stored.filter((row) => row.modalityCode === modality.code).map(toRankedRow);
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
