import { checkpointCode, fill, messages, passingInstant, type PassingBatchAnswer, type PassingInput } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventsService } from '../events/events.service.ts';
import type { ApplyPassings, StoredPassing } from './passing-apply.ts';
import type { NewPassing, PassingsRepository } from './passings.repository.ts';
import { isKnownControl, loadTimingContext, type TimingContext } from './timing-context.ts';
import type { TimingRepository } from './timing.repository.ts';

export type PassingSource = { kind: 'api'; keyId: number } | { kind: 'manual' | 'csv'; userId: string };

type Answer = PassingBatchAnswer['results'][number];

/**
 * Batches of chip readings: unreadable ones are refused with the reason, readings stored before (same reader and read
 * id) are duplicates and change nothing, the rest are stored and applied. All or nothing per batch: a batch that fails
 * is not stored, so the timing system's retry applies it once.
 */
export function createPassingIngest(deps: {
  db: Db;
  timing: TimingRepository;
  passings: PassingsRepository;
  eventsService: EventsService;
  applyPassings: ApplyPassings;
  onResultsChanged?: (eventId: number) => void;
}) {
  // Batches of one event take turns here rather than on the modality's row lock, so a waiting batch holds no pooled
  // connection and readers are never starved by a backlog. Batches that queued while one was being written go in
  // together, in one transaction (a group commit): under a backlog the cost per reading falls instead of rising.
  const queues = new Map<number, { running: boolean; waiting: QueuedBatch[] }>();

  return function ingest(eventId: number, inputs: readonly PassingInput[], source: PassingSource): Promise<PassingBatchAnswer> {
    return new Promise((resolve, reject) => {
      const queue = queues.get(eventId) ?? queues.set(eventId, { running: false, waiting: [] }).get(eventId)!;
      queue.waiting.push({ inputs, source, resolve, reject });
      if (!queue.running) void drain(eventId, queue);
    });
  };

  async function drain(eventId: number, queue: { running: boolean; waiting: QueuedBatch[] }) {
    queue.running = true;
    while (queue.waiting.length > 0) {
      const group = takeGroup(queue.waiting);
      try {
        const answers = await ingestGroup(eventId, group);
        group.forEach((batch, index) => batch.resolve(answers[index]!));
      } catch (error) {
        // One batch's failure (a refused event, say) must not fail the others: each goes again on its own.
        if (group.length === 1) group[0]!.reject(error);
        else for (const batch of group) await ingestGroup(eventId, [batch]).then(([answer]) => batch.resolve(answer!), batch.reject);
      }
    }
    queue.running = false;
    queues.delete(eventId);
  }

  async function ingestGroup(eventId: number, group: readonly QueuedBatch[]): Promise<PassingBatchAnswer[]> {
    const answers: Answer[] = group.flatMap(({ inputs }) => inputs.map((input): Answer => ({ readerId: input.readerId, readId: input.readId, outcome: 'refused' })));
    const { changed, afterCommit } = await deps.db.transaction().execute(async (trx) => {
      const context = await loadTimingContext(trx, eventId, deps);
      if (context.event.status !== 'live') throw new AppError(409, 'not_live', messages.timing.notLive);
      const rows: NewPassing[] = [];
      const indexes: number[] = [];
      let offset = 0;
      for (const { inputs, source } of group) {
        const part = readable(context, inputs, answers, source, offset);
        rows.push(...part.rows);
        indexes.push(...part.indexes);
        offset += inputs.length;
      }
      const inserted = await deps.passings.insertNew(trx, rows);
      const stored: StoredPassing[] = [];
      const answerOf = new Map<number, number>();
      const insertedKeys = new Map(inserted.map((row) => [`${row.readerId}\u0000${row.readId}`, row.id]));
      rows.forEach((row, position) => {
        const index = indexes[position]!;
        const id = insertedKeys.get(`${row.readerId}\u0000${row.readId}`);
        if (id === undefined) {
          answers[index] = { readerId: row.readerId, readId: row.readId, outcome: 'duplicate' };
          return;
        }
        insertedKeys.delete(`${row.readerId}\u0000${row.readId}`); // the same reading twice in one batch: the second is a duplicate
        answerOf.set(id, index);
        stored.push({ id, bib: row.bib, controlCode: row.controlCode, atMs: (row.passedAt as Date).getTime() });
      });
      const applied = await deps.applyPassings(trx, context, stored);
      for (const [id, outcome] of applied.outcomes) {
        const index = answerOf.get(id)!;
        answers[index] = { readerId: answers[index]!.readerId, readId: answers[index]!.readId, ...outcome };
      }
      return applied;
    });
    afterCommit();
    if (changed) deps.onResultsChanged?.(eventId);
    let offset = 0;
    return group.map(({ inputs }) => {
      const own = answers.slice(offset, offset + inputs.length);
      offset += inputs.length;
      return summarize(own);
    });
  }
}
export type PassingIngest = ReturnType<typeof createPassingIngest>;

interface QueuedBatch {
  inputs: readonly PassingInput[];
  source: PassingSource;
  resolve: (answer: PassingBatchAnswer) => void;
  reject: (error: unknown) => void;
}

/** At most this many readings go into one group commit (the API takes 1,000 per request). */
const GROUP_LIMIT = 5_000;

function takeGroup(waiting: QueuedBatch[]): QueuedBatch[] {
  let count = 0;
  let take = 0;
  while (take < waiting.length && (take === 0 || count + waiting[take]!.inputs.length <= GROUP_LIMIT)) count += waiting[take++]!.inputs.length;
  return waiting.splice(0, take);
}

function readable(context: TimingContext, inputs: readonly PassingInput[], answers: Answer[], source: PassingSource, offset: number) {
  const rows: NewPassing[] = [];
  const indexes: number[] = [];
  inputs.forEach((input, index) => {
    const controlCode = checkpointCode(input.checkpoint);
    if (!isKnownControl(context, controlCode)) {
      answers[offset + index]!.reason = fill(messages.timing.unknownCheckpoint, { code: String(input.checkpoint) });
      return;
    }
    const atMs = passingInstant(input.time, context.event);
    if (atMs === null) {
      answers[offset + index]!.reason = fill(messages.timing.unreadableTime, { time: input.time });
      return;
    }
    rows.push({
      eventId: context.event.id,
      bib: input.bib,
      controlCode,
      passedAt: new Date(atMs),
      readerId: input.readerId,
      readId: input.readId,
      source: source.kind,
      status: 'accepted',
      reason: null,
      modalityCode: null,
      keyId: source.kind === 'api' ? source.keyId : null,
      userId: source.kind === 'api' ? null : source.userId,
    });
    indexes.push(offset + index);
  });
  return { rows, indexes };
}

function summarize(results: Answer[]): PassingBatchAnswer {
  const count = (outcome: Answer['outcome']) => results.filter((result) => result.outcome === outcome).length;
  return { results, accepted: count('accepted'), duplicates: count('duplicate'), unmatched: count('unmatched'), review: count('review'), refused: count('refused') };
}
