import { fill, messages, type AccountView, type CheckpointSetup, type CheckpointView, type CheckpointsView } from '@dorsal/core';
import type { Db, Trx } from '../../../../db/database.ts';
import { AppError, notFound } from '../../../../lib/errors.ts';
import type { RequireEventAccess } from '../../event-access.ts';
import type { EventSetupRepository } from '../event/event-setup.repository.ts';
import type { CheckpointSetupRepository, StoredCheckpoint } from './checkpoint-setup.repository.ts';

const t = messages.eventSetup.checkpoints;
const refuse = (field: string, message: string) => new AppError(400, 'validation', message, { [field]: message });
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

function toView(row: StoredCheckpoint): CheckpointView {
  return {
    number: row.number,
    description: row.description,
    distanceKm: row.distanceKm === null ? null : Math.round(row.distanceKm * 10_000) / 10_000, // stored as real (7 digits): 21.0975 may read 21.09749984…
    laps: row.laps,
  };
}

/**
 * 'Puntos de control': the checkpoints timing reads at (control code = number × 1000 + lap), each counted in some
 * modalities' laps. One checkpoint per request, in one transaction with its row of the event's change log. A
 * checkpoint timing already read at keeps its number and is not removed: its readings and splits name it.
 */
export function createCheckpointSetupService(deps: { db: Db; checkpoints: CheckpointSetupRepository; setup: EventSetupRepository; requireEventAccess: RequireEventAccess }) {
  async function view(eventId: number, executor?: Trx): Promise<CheckpointsView> {
    const [checkpoints, modalities] = await Promise.all([deps.checkpoints.list(eventId, executor), deps.checkpoints.modalities(eventId, executor)]);
    return { checkpoints: checkpoints.map(toView), modalities };
  }

  /** Every lap names one of the event's modalities. */
  async function checkLaps(trx: Trx, eventId: number, checkpoint: CheckpointSetup) {
    const codes = new Set((await deps.checkpoints.modalities(eventId, trx)).map((modality) => modality.code));
    checkpoint.laps.forEach((lap, index) => {
      if (!codes.has(lap.modalityCode)) throw refuse(`laps.${index}.modalityCode`, fill(t.unknownModality, { code: lap.modalityCode }));
    });
  }

  /** A unique-number race lost to another request reads as the same refusal as the check. */
  async function numbered<T>(number: number, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse('number', fill(t.numberTaken, { number }));
      throw error;
    }
  }

  return {
    async list(user: AccountView, eventId: number): Promise<CheckpointsView> {
      await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      return view(eventId);
    },

    async create(user: AccountView, eventId: number, checkpoint: CheckpointSetup): Promise<CheckpointView> {
      return numbered(checkpoint.number, () =>
        deps.db.transaction().execute(async (trx) => {
          await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
          if (await deps.checkpoints.find(trx, eventId, checkpoint.number)) throw refuse('number', fill(t.numberTaken, { number: checkpoint.number }));
          await checkLaps(trx, eventId, checkpoint);
          await deps.checkpoints.insert(trx, eventId, checkpoint);
          await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'checkpoint', changes: { number: checkpoint.number, before: null, after: checkpoint } });
          return toView((await deps.checkpoints.find(trx, eventId, checkpoint.number))!);
        }),
      );
    },

    async update(user: AccountView, eventId: number, number: number, checkpoint: CheckpointSetup): Promise<CheckpointView> {
      return numbered(checkpoint.number, () =>
        deps.db.transaction().execute(async (trx) => {
          await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
          const before = await deps.checkpoints.find(trx, eventId, number);
          if (!before) throw notFound();
          if (checkpoint.number !== number) {
            if (await deps.checkpoints.find(trx, eventId, checkpoint.number)) throw refuse('number', fill(t.numberTaken, { number: checkpoint.number }));
            if (await deps.checkpoints.hasReadings(trx, eventId, number)) throw refuse('number', fill(t.renumberLocked, { number }));
          }
          await checkLaps(trx, eventId, checkpoint);
          await deps.checkpoints.update(trx, before.id, checkpoint);
          await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'checkpoint', changes: { number, before: toView(before), after: checkpoint } });
          return toView((await deps.checkpoints.find(trx, eventId, checkpoint.number))!);
        }),
      );
    },

    async remove(user: AccountView, eventId: number, number: number): Promise<CheckpointsView> {
      return deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        const before = await deps.checkpoints.find(trx, eventId, number);
        if (!before) throw notFound();
        if (await deps.checkpoints.hasReadings(trx, eventId, number)) throw refuse('number', fill(t.removeLocked, { number }));
        await deps.checkpoints.remove(trx, before.id);
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'checkpointRemoved', changes: { number, before: toView(before), after: null } });
        return view(eventId, trx);
      });
    },
  };
}
export type CheckpointSetupService = ReturnType<typeof createCheckpointSetupService>;
