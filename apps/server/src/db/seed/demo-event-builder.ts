import type { EventImport, ImportedCategory, ImportedCheckpoint, ImportedEvent, ImportedModality, ResultRow, Split } from '@dorsal/core';
import { personName, type Random } from './demo-random.ts';

/** The age categories every demo modality has, per branch; the overall podium takes its top 3 first. */
const categoryTemplate = [
  { code: 'ABS', name: 'Absolutos', minAge: 0, maxAge: 200, isOverall: true },
  { code: 'JUV', name: 'Juvenil', minAge: 0, maxAge: 17, isOverall: false },
  { code: 'LIB', name: 'Libre', minAge: 18, maxAge: 39, isOverall: false },
  { code: 'MAS', name: 'Máster', minAge: 40, maxAge: 49, isOverall: false },
  { code: 'VET', name: 'Veteranos', minAge: 50, maxAge: 200, isOverall: false },
];

export function demoCategories(): ImportedCategory[] {
  return (['F', 'M'] as const).flatMap((branch) =>
    categoryTemplate.map((template, index) => ({
      ...template,
      code: template.code,
      name: template.isOverall ? `${template.name} ${branch === 'F' ? 'Femenil' : 'Varonil'}` : template.name,
      branch,
      winnersCount: 3,
      hidden: false,
      sortOrder: index,
    })),
  );
}

export interface ModalitySpec {
  code: string;
  name: string;
  description: string;
  /** Finish time range of the field, in minutes. */
  minutes: [number, number];
  athletes: number;
  /** Checkpoints (numbers) the athletes pass, with the fraction of the distance at each. */
  controls: { number: number; fraction: number }[];
}

function categoryForAge(age: number) {
  return categoryTemplate.find((c) => !c.isOverall && age >= c.minAge && age <= c.maxAge)!.code;
}

export interface DemoResultsOptions {
  firstBib: number;
  startInstant: string;
  /** Finished share of the field; the rest is still on course (live events). */
  finishedShare?: number;
  flags?: boolean;
}

/** Athletes of one modality with splits, and (optionally) one row of every flag. */
export function demoResults(random: Random, spec: ModalitySpec, options: DemoResultsOptions): ResultRow[] {
  const start = Date.parse(options.startInstant);
  const rows: ResultRow[] = [];
  for (let i = 0; i < spec.athletes; i += 1) {
    const branch = random.next() < 0.45 ? 'F' : 'M';
    const age = random.int(15, 68);
    const totalMs = Math.round((spec.minutes[0] + random.next() ** 1.6 * (spec.minutes[1] - spec.minutes[0])) * 60_000 + random.int(0, 999));
    const finished = random.next() < (options.finishedShare ?? 1);
    const splits: Split[] = spec.controls
      .map((control) => ({ controlCode: control.number * 1000 + 1, timeMs: Math.round(totalMs * control.fraction), at: '' }))
      .filter((split) => finished || split.timeMs < totalMs * (options.finishedShare ?? 1))
      .map((split) => ({ ...split, at: new Date(start + split.timeMs).toISOString() }));
    rows.push({
      bib: options.firstBib + i,
      name: personName(random, branch),
      modalityCode: spec.code,
      branch,
      categoryCode: categoryForAge(age),
      officialTimeMs: finished ? totalMs : null,
      realTimeMs: finished ? totalMs - random.int(0, 90_000) : null,
      arrivedAt: finished ? new Date(start + totalMs).toISOString() : null,
      splits,
      startRecorded: true,
      deleted: false,
      dnf: false,
      dnfOverTime: false,
      dq: false,
      dns: false,
    });
  }
  if (options.flags) markFlags(rows);
  return rows;
}

/** The last rows become the spec's cases: DNF, DNF over time, DQ and DNS. */
function markFlags(rows: ResultRow[]) {
  const n = rows.length;
  const dnf = rows[n - 1]!;
  Object.assign(dnf, { officialTimeMs: null, realTimeMs: null, arrivedAt: null, dnf: true, splits: dnf.splits.slice(0, 1) });
  Object.assign(rows[n - 2]!, { dnfOverTime: true });
  Object.assign(rows[n - 3]!, { deleted: true });
  for (const row of [rows[n - 4]!, rows[n - 5]!]) {
    Object.assign(row, { officialTimeMs: null, realTimeMs: null, arrivedAt: null, splits: [], startRecorded: false, dns: true });
  }
}

export function demoModality(spec: ModalitySpec, sortOrder: number, startAt: string): ImportedModality {
  return {
    code: spec.code,
    name: spec.name,
    description: spec.description,
    sortOrder,
    hidden: false,
    isBackyard: false,
    startWaves: [{ name: 'Salida general', startAt }],
    categories: demoCategories(),
  };
}

export function demoEventImport(
  event: ImportedEvent,
  modalities: ImportedModality[],
  checkpoints: ImportedCheckpoint[],
  results: ResultRow[],
): EventImport {
  return { event, modalities, checkpoints, results };
}
