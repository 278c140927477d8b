import { CHECKPOINT_KINDS, type CheckpointSetup, type CheckpointView } from '@dorsal/core';

/** One row of a checkpoint's laps as its form holds it (numbers as typed). */
export interface LapValues {
  modalityCode: string;
  lap: string;
  kind: string;
}

export interface CheckpointValues {
  number: string;
  description: string;
  /** Kilometres as typed; empty: not given. */
  distanceKm: string;
  laps: LapValues[];
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** A new lap row, an intermediate control: lap 1 of a modality the checkpoint does not count in yet, else the first modality's next lap. */
export function newLap(modalityCodes: readonly string[], laps: readonly LapValues[]): LapValues {
  const kind = String(CHECKPOINT_KINDS[0]);
  const free = modalityCodes.find((code) => !laps.some((lap) => lap.modalityCode === code));
  if (free !== undefined) return { modalityCode: free, lap: '1', kind };
  const code = modalityCodes[0] ?? '';
  const last = Math.max(0, ...laps.filter((lap) => lap.modalityCode === code).map((lap) => Number(lap.lap) || 0));
  return { modalityCode: code, lap: String(last + 1), kind };
}

/** The next free number, counted in every modality of the event. */
export function newCheckpointValues(checkpoints: readonly CheckpointView[], modalityCodes: readonly string[]): CheckpointValues {
  const next = checkpoints.reduce((max, checkpoint) => Math.max(max, checkpoint.number), 0) + 1;
  return { number: String(next), description: '', distanceKm: '', laps: modalityCodes.map((code) => ({ modalityCode: code, lap: '1', kind: String(CHECKPOINT_KINDS[0]) })) };
}

export function checkpointValuesOf(view: CheckpointView): CheckpointValues {
  return {
    number: String(view.number),
    description: view.description,
    distanceKm: view.distanceKm === null ? '' : String(view.distanceKm),
    laps: view.laps.map((lap) => ({ modalityCode: lap.modalityCode, lap: String(lap.lap), kind: String(lap.kind) })),
  };
}

/** The form's values as the API takes them; the core schema then checks them with the server's rules. */
export function toCheckpointSetup(values: CheckpointValues): CheckpointSetup {
  return {
    number: number(values.number),
    description: values.description,
    distanceKm: values.distanceKm.trim() === '' ? null : number(values.distanceKm),
    laps: values.laps.map((lap) => ({ modalityCode: lap.modalityCode, lap: number(lap.lap), kind: number(lap.kind) as CheckpointSetup['laps'][number]['kind'] })),
  };
}

/** The form field showing an issue of the API shape ('laps.1.kind' shows under the second row's kind). */
export function fieldOfCheckpointIssue(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'laps' && parts.length === 1) return 'laps.root';
  return parts.slice(0, 3).join('.') || 'number';
}
