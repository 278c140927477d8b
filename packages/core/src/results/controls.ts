import type { ResultRow, Split, TimingConfig } from './types.ts';

/** Control value meaning "competitors yet to arrive" (a pseudo control in the live filter). */
export const YET_TO_ARRIVE = 100000;
/** tipoControl of laps that are not shown as controls. */
export const SKIPPED_CONTROL_KIND = 3;

/** puntosDeControl entry: kNroPunto, descripcionFinalPunto, modalidadesPuntoDeControl. */
export interface Checkpoint {
  number: number;
  description: string;
  modalities: { modalityCode: string; laps: { lap: number; kind: number }[] }[];
}

/** One control a modality's splits can refer to. */
export interface Control {
  code: number;
  pointNumber: number;
  lap: number;
  description: string;
}

/** control code = checkpoint number × 1000 + lap. */
export function controlCode(pointNumber: number, lap: number): number {
  return pointNumber * 1000 + lap;
}

export function parseControlCode(code: number): { pointNumber: number; lap: number } {
  return { pointNumber: Math.floor(code / 1000), lap: code % 1000 };
}

/** The controls of one modality in checkpoint then lap order, without kind-3 laps. */
export function controlsForModality(checkpoints: readonly Checkpoint[], modalityCode: string): Control[] {
  const controls: Control[] = [];
  for (const checkpoint of checkpoints) {
    for (const entry of checkpoint.modalities) {
      if (entry.modalityCode !== modalityCode) continue;
      for (const { lap, kind } of entry.laps) {
        if (kind === SKIPPED_CONTROL_KIND) continue;
        const code = controlCode(checkpoint.number, lap);
        controls.push({ code, pointNumber: checkpoint.number, lap, description: checkpoint.description });
      }
    }
  }
  return controls.sort((a, b) => a.code - b.code);
}

/** The splits to show for a row, in control order: none when hideControls is on. */
export function visibleSplits(
  row: Pick<ResultRow, 'splits'>,
  controls: readonly Control[],
  timing: Pick<TimingConfig, 'hideControls'>,
): { control: Control; split: Split }[] {
  if (timing.hideControls) return [];
  const byCode = new Map(row.splits.map((split) => [split.controlCode, split]));
  return controls.flatMap((control) => {
    const split = byCode.get(control.code);
    return split ? [{ control, split }] : [];
  });
}

/** Rows without a finish time that were not taken out of the race (dnf, dq, deleted, dns). */
function isYetToArrive(row: ResultRow): boolean {
  return row.officialTimeMs === null && !row.dnf && !row.dnfOverTime && !row.dq && !row.deleted && !row.dns;
}

/**
 * The live filter by control: rows that passed the control, in order of their time there; or,
 * for YET_TO_ARRIVE, the rows still out on the course, by bib.
 */
export function rowsAtControl<T extends ResultRow>(rows: readonly T[], code: number): T[] {
  if (code === YET_TO_ARRIVE) return rows.filter(isYetToArrive).sort((a, b) => a.bib - b.bib);
  const passed: { row: T; timeMs: number }[] = [];
  for (const row of rows) {
    const split = row.splits.find((candidate) => candidate.controlCode === code);
    if (split) passed.push({ row, timeMs: split.timeMs });
  }
  return passed.sort((a, b) => a.timeMs - b.timeMs || a.row.bib - b.row.bib).map(({ row }) => row);
}

/**
 * The latest passings over all rows (the live table: Number, Name, KM, Time), newest first.
 * Ordered by the passing instant; passings without one come after, by split time descending.
 * Keeps only `limit` candidates while scanning, so it stays linear in the number of splits.
 */
export function latestPassings<T extends ResultRow>(rows: readonly T[], limit = 10): { row: T; split: Split }[] {
  const size = Math.max(0, Math.floor(limit));
  const top: Passing<T>[] = [];
  if (size === 0) return [];
  for (const row of rows) {
    for (const split of row.splits) {
      const passing = { row, split, at: instantOf(split) };
      if (top.length === size && compareNewestFirst(passing, top[size - 1]!) >= 0) continue;
      let index = top.length;
      while (index > 0 && compareNewestFirst(passing, top[index - 1]!) < 0) index -= 1;
      top.splice(index, 0, passing);
      if (top.length > size) top.pop();
    }
  }
  return top.map(({ row, split }) => ({ row, split }));
}

interface Passing<T> {
  row: T;
  split: Split;
  at: number | null;
}

function compareNewestFirst<T extends ResultRow>(a: Passing<T>, b: Passing<T>): number {
  if (a.at !== b.at) {
    if (a.at === null) return 1;
    if (b.at === null) return -1;
    return b.at - a.at;
  }
  return b.split.timeMs - a.split.timeMs || a.row.bib - b.row.bib || a.split.controlCode - b.split.controlCode;
}

function instantOf(split: Split): number | null {
  if (!split.at) return null;
  const ms = Date.parse(split.at);
  return Number.isNaN(ms) ? null : ms;
}
