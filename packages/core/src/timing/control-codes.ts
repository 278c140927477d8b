/** The start mat: a passing there starts the athlete's real (chip) time. */
export const START_CONTROL_CODE = 0;
/** The finish line ('meta'): checkpoint 999, the official time. Other checkpoints are number × 1000 + lap. */
export const FINISH_CONTROL_CODE = 999_000;

/** What timing software may send as the checkpoint: 'salida', 'meta', or a control code. */
export type CheckpointInput = 'salida' | 'meta' | number;

export function checkpointCode(input: CheckpointInput): number {
  if (input === 'salida') return START_CONTROL_CODE;
  if (input === 'meta') return FINISH_CONTROL_CODE;
  return input;
}

export const isFinishCode = (code: number) => code === FINISH_CONTROL_CODE;
export const isStartCode = (code: number) => code === START_CONTROL_CODE;
