import {
  messages,
  parseLegacyEventJson,
  parseResultsCsv,
  type AccountView,
  type EventImport,
  type ImportProblem,
  type ResultRow,
} from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { EventsService } from '../events/events.service.ts';
import { platformPolicy } from '../events/events.policy.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import { toEventCard } from '../events/event-view.ts';
import type { ResultsRepository } from '../results/results.repository.ts';
import { rerankEvent } from '../results/results-ranking.ts';
import { resultsTopic, type ResultsChanged } from '../results/results-topic.ts';
import { publish } from '../../lib/realtime/index.ts';
import { insertCheckpoints, insertEvent, insertModalities, insertOwner } from './event-import.repository.ts';

/** Reads the upload; called only after the policy allowed the import. */
export type ReadUpload = () => Promise<UploadedFile>;

const invalidFile = (problems: ImportProblem[]) =>
  new AppError(422, 'invalid_file', messages.imports.invalidFile, undefined, { problems });

function decode(data: Buffer): string {
  return new TextDecoder('utf-8').decode(data);
}

function parseJsonText(text: string) {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidFile([{ message: messages.imports.notJson }]);
  }
}

const isJson = (file: UploadedFile) => file.fileName.toLowerCase().endsWith('.json');

export function createImportsService(deps: {
  db: Db;
  events: EventsRepository;
  eventsService: EventsService;
  results: ResultsRepository;
  requireEventAccess: RequireEventAccess;
  /** Called once new results of an event are committed (this instance's caches forget the old ones at once). */
  onResultsChanged?: (eventId: number) => void;
}) {
  async function writeResults(eventId: number, rows: ResultRow[], additions: Parameters<typeof insertModalities>[2], checkpoints: Parameters<typeof insertCheckpoints>[2]) {
    await deps.db.transaction().execute(async (trx) => {
      await insertModalities(trx, eventId, additions);
      await insertCheckpoints(trx, eventId, checkpoints);
      await deps.results.upsert(trx, eventId, rows);
      const config = await deps.eventsService.rankingConfig(eventId, trx);
      await rerankEvent(trx, deps.results, eventId, config);
      const version = await deps.events.bumpResultsVersion(eventId, trx);
      await publish(trx, resultsTopic(eventId), { version } satisfies ResultsChanged);
    });
    deps.onResultsChanged?.(eventId);
  }

  /** Writes a whole event (row, modalities, checkpoints, ranked results) in one transaction. */
  async function createEvent(data: EventImport, ownerId: string | null) {
    return deps.db.transaction().execute(async (trx) => {
      const id = await insertEvent(trx, data);
      if (ownerId) await insertOwner(trx, id, ownerId);
      await insertModalities(trx, id, data.modalities);
      await insertCheckpoints(trx, id, data.checkpoints);
      await deps.results.upsert(trx, id, data.results);
      await rerankEvent(trx, deps.results, id, await deps.eventsService.rankingConfig(id, trx));
      return id;
    });
  }

  return {
    /** Results of an existing event from a CSV or a legacy JSON export; all or nothing. */
    async importResults(eventId: number, readUpload: ReadUpload, user: AccountView) {
      await deps.requireEventAccess({ user, eventId, allow: 'importResults' });
      const file = await readUpload();
      const { modalities, event } = await deps.eventsService.rankingConfig(eventId);
      const text = decode(file.data);
      if (isJson(file)) {
        const outcome = parseLegacyEventJson(parseJsonText(text), { timeZone: event.timeZone });
        if (!outcome.ok) throw invalidFile(outcome.problems);
        const { data } = outcome;
        await writeResults(eventId, data.results, data.modalities, data.checkpoints);
        return { imported: data.results.length, modalities: data.modalities.length };
      }
      const outcome = parseResultsCsv(text, { modalities, timeZone: event.timeZone });
      if (!outcome.ok) throw invalidFile(outcome.problems);
      await writeResults(eventId, outcome.results, outcome.modalities, outcome.checkpoints);
      return { imported: outcome.results.length, modalities: outcome.modalities.length };
    },

    createEvent,

    /** A whole event from the previous platform's export; the importer becomes its owner. */
    async importEvent(readUpload: ReadUpload, user: AccountView) {
      if (!platformPolicy.canCreateEvents(user)) throw forbidden();
      const file = await readUpload();
      const outcome = parseLegacyEventJson(parseJsonText(decode(file.data)));
      if (!outcome.ok) throw invalidFile(outcome.problems);
      const eventId = await createEvent(outcome.data, user.id);
      const row = await deps.events.findById(eventId);
      return { event: toEventCard(row!), imported: outcome.data.results.length, notices: outcome.notices };
    },
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;
