import { rankResults, type ModalityConfig, type TimingSettings } from '@dorsal/core';
import { toResultRow, type ResultsRepository } from './results.repository.ts';
import type { Trx } from '../../db/database.ts';

/**
 * Recomputes and stores the positions of every row of an event inside the caller's transaction.
 * Live timing will call the per-modality variant of the core ranking for single passings.
 */
export async function rerankEvent(
  trx: Trx,
  results: ResultsRepository,
  eventId: number,
  config: { modalities: ModalityConfig[]; timing: TimingSettings },
) {
  const stored = await results.listByEvent(eventId, trx);
  const ranked = rankResults(stored.map(toResultRow), { modalities: config.modalities, timing: config.timing });
  await results.writePositions(trx, eventId, ranked);
  return ranked.length;
}
