import { checkpointCode, fill, messages, parsePassingsCsv, passingInstant, type AccountView, type ImportProblem, type PassingBatchAnswer } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { EventsService } from '../events/events.service.ts';
import type { PassingIngest } from './passing-ingest.ts';
import { isKnownControl, loadTimingContext } from './timing-context.ts';
import type { TimingRepository } from './timing.repository.ts';

const invalidFile = (problems: ImportProblem[]) => new AppError(422, 'invalid_file', messages.imports.invalidFile, undefined, { problems });

/**
 * A timing system's CSV export of readings: all or nothing (every bad line listed in Spanish, nothing stored), then
 * the same ingestion as the API. A reading's id is its content, so uploading the same file twice adds nothing.
 */
export function createPassingsUpload(deps: { db: Db; timing: TimingRepository; eventsService: EventsService; ingest: PassingIngest; requireEventAccess: RequireEventAccess }) {
  return async function uploadPassings(user: AccountView, eventId: number, readUpload: () => Promise<UploadedFile>): Promise<PassingBatchAnswer> {
    await deps.requireEventAccess({ user, eventId, allow: 'manageTiming' });
    const file = await readUpload();
    const parsed = parsePassingsCsv(new TextDecoder('utf-8').decode(file.data));
    if (!parsed.ok) throw invalidFile(parsed.problems);
    const context = await deps.db.transaction().execute((trx) => loadTimingContext(trx, eventId, deps));
    const problems: ImportProblem[] = [];
    for (const passing of parsed.passings) {
      if (!isKnownControl(context, checkpointCode(passing.checkpoint))) {
        problems.push({ row: passing.line, message: fill(messages.timing.unknownCheckpoint, { code: String(passing.checkpoint) }) });
      }
      if (passingInstant(passing.time, context.event) === null) problems.push({ row: passing.line, message: fill(messages.timing.unreadableTime, { time: passing.time }) });
    }
    if (problems.length > 0) throw invalidFile(problems.slice(0, 200));
    const readings = parsed.passings.map(({ bib, checkpoint, time }) => ({ bib, checkpoint, time, readerId: 'csv', readId: `${bib}|${checkpoint}|${time}` }));
    return deps.ingest(eventId, readings, { kind: 'csv', userId: user.id });
  };
}
