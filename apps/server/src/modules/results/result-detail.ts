import { controlsForModality, formatDuration, type Checkpoint, type ResultDetail } from '@dorsal/core';
import type { EventsRepository } from '../events/events.repository.ts';
import type { ResultsIndex } from './results-index.ts';
import type { StoredResult } from './results.repository.ts';
import { toResultView } from './result-view.ts';

type CheckpointRows = Awaited<ReturnType<EventsRepository['checkpoints']>>;

export function toCoreCheckpoints(rows: CheckpointRows): Checkpoint[] {
  return rows.map((row) => {
    const modalities = new Map<string, { lap: number; kind: number }[]>();
    for (const lap of row.laps) modalities.set(lap.modalityCode, [...(modalities.get(lap.modalityCode) ?? []), { lap: lap.lap, kind: lap.kind }]);
    return {
      number: row.number,
      description: row.description,
      modalities: [...modalities].map(([modalityCode, laps]) => ({ modalityCode, laps })),
    };
  });
}

export function buildResultDetail(row: StoredResult, entry: Pick<ResultsIndex, 'event' | 'modalities' | 'timing'>, checkpoints: CheckpointRows): ResultDetail {
  const controls = controlsForModality(toCoreCheckpoints(checkpoints), row.modalityCode);
  const splitByCode = new Map(row.splits.map((split) => [split.controlCode, split.timeMs]));
  return {
    ...toResultView(row, entry.timing.hideControls),
    controls: entry.timing.hideControls
      ? []
      : controls.map((control) => {
          const ms = splitByCode.get(control.code);
          return { controlCode: control.code, description: control.description, lap: control.lap, time: ms === undefined ? null : formatDuration(ms) };
        }),
    video: null, // the results service adds the finish video (modules/finish-videos)
    photos: [],
  };
}
