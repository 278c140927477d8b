import { withSplit } from '../results/passings.ts';
import type { ResultRow } from '../results/types.ts';
import { isFinishCode, isStartCode, START_CONTROL_CODE } from './control-codes.ts';

/** Why a passing is kept for review instead of being ranked. */
export type PassingReview = 'notStarted' | 'beforeStart' | 'tooFast';

export interface PassingContext {
  /** The gun: the start instant of the athlete's wave (epoch ms); null while it has not started. */
  gunMs: number | null;
  /** Distance from the start to this control, when known: with `paceFloorMsPerKm`, what "implausibly fast" means. */
  distanceKm: number | null;
  /** The fastest believable pace of the modality (ms per km); 0 turns the check off. */
  paceFloorMsPerKm: number;
}

export type PassingEffect = { kind: 'applied'; row: ResultRow } | { kind: 'review'; reason: PassingReview };

/**
 * One passing's effect on one athlete's row: the start mat starts the real time, a checkpoint records a split,
 * the finish sets the official (gun) and real (chip) times. Mats read a chip many times: the earliest reading of a
 * control counts. Passings before the gun, or faster than the pace floor, are not applied but kept for review.
 */
export function applyPassing(row: ResultRow, controlCode: number, atMs: number, context: PassingContext): PassingEffect {
  if (context.gunMs === null) return { kind: 'review', reason: 'notStarted' };
  const elapsed = atMs - context.gunMs;
  if (elapsed < 0) return { kind: 'review', reason: 'beforeStart' };
  if (!isStartCode(controlCode) && context.distanceKm && context.paceFloorMsPerKm > 0 && elapsed < context.distanceKm * context.paceFloorMsPerKm) {
    return { kind: 'review', reason: 'tooFast' };
  }
  const at = new Date(atMs).toISOString();
  if (isStartCode(controlCode)) {
    const started = withSplit(row, { controlCode, timeMs: elapsed, at });
    return { kind: 'applied', row: withRealTime({ ...started, startRecorded: true }, context.gunMs) };
  }
  if (isFinishCode(controlCode)) {
    if (row.officialTimeMs !== null && row.officialTimeMs <= elapsed) return { kind: 'applied', row };
    const finished = { ...row, officialTimeMs: elapsed, arrivedAt: at, dnf: false, dns: false };
    return { kind: 'applied', row: withRealTime(finished, context.gunMs) };
  }
  return { kind: 'applied', row: withSplit(row, { controlCode, timeMs: elapsed, at }) };
}

/** Chip time: from the athlete's own start-mat passing when there is one, else from the gun. */
function withRealTime(row: ResultRow, gunMs: number): ResultRow {
  if (row.arrivedAt === null) return row;
  const startMat = row.splits.find((split) => split.controlCode === START_CONTROL_CODE);
  const from = startMat?.at ? Date.parse(startMat.at) : gunMs;
  return { ...row, realTimeMs: Math.max(0, Date.parse(row.arrivedAt) - from) };
}

/** A row with no timing yet (what a passing-built row starts from before its passings are applied again). */
export function withoutTiming(row: ResultRow): ResultRow {
  return { ...row, officialTimeMs: null, realTimeMs: null, arrivedAt: null, splits: [], startRecorded: false };
}
