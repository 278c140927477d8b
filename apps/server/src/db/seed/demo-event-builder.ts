import type { EventImport, ImportedCategory, ImportedCheckpoint, ImportedEvent, ImportedModality, ResultRow, Split } from '@dorsal/core';
import { personName, type Random } from './demo-random.ts';

/**
 * Whom a modality's categories take, as Mexican races set them: 'youth' adds Juvenil (12 to 17) to
 * the adult groups (5 and 10 km); 'adult' is 18 and older (half marathon, marathon, trail, road
 * cycling); 'open' is one category for everyone and no podium (a family ride).
 */
export type AgeGroups = 'youth' | 'adult' | 'open';

interface CategoryTemplate {
  code: string;
  name: string;
  minAge: number;
  maxAge: number;
  isOverall: boolean;
  winnersCount: number;
}

/** The overall podium takes its top 3 first, then the age groups rank without them. */
const overall: CategoryTemplate = { code: 'ABS', name: 'Absolutos', minAge: 0, maxAge: 200, isOverall: true, winnersCount: 3 };
const youth: CategoryTemplate = { code: 'JUV', name: 'Juvenil', minAge: 12, maxAge: 17, isOverall: false, winnersCount: 3 };
const adults: CategoryTemplate[] = [
  { code: 'LIB', name: 'Libre', minAge: 18, maxAge: 39, isOverall: false, winnersCount: 3 },
  { code: 'MAS', name: 'Máster', minAge: 40, maxAge: 49, isOverall: false, winnersCount: 3 },
  { code: 'VET', name: 'Veteranos', minAge: 50, maxAge: 59, isOverall: false, winnersCount: 3 },
  { code: 'VPL', name: 'Veteranos Plus', minAge: 60, maxAge: 200, isOverall: false, winnersCount: 3 },
];
const everyone: CategoryTemplate = { code: 'UNI', name: 'Única', minAge: 0, maxAge: 200, isOverall: false, winnersCount: 0 };

function templates(groups: AgeGroups): CategoryTemplate[] {
  if (groups === 'open') return [everyone];
  return [overall, ...(groups === 'youth' ? [youth] : []), ...adults];
}

export function demoCategories(groups: AgeGroups = 'youth'): ImportedCategory[] {
  return (['F', 'M'] as const).flatMap((branch) =>
    templates(groups).map((template, index) => ({
      code: template.code,
      name: template.isOverall ? `${template.name} ${branch === 'F' ? 'Femenil' : 'Varonil'}` : template.name,
      minAge: template.minAge,
      maxAge: template.maxAge,
      isOverall: template.isOverall,
      branch,
      winnersCount: template.winnersCount,
      hidden: false,
      sortOrder: index,
    })),
  );
}

export interface ModalitySpec {
  code: string;
  name: string;
  description: string;
  /** Finish times of the men's field in minutes (fastest, slowest); women run about 12 % slower. */
  minutes: [number, number];
  athletes: number;
  /** Checkpoints (numbers) the athletes pass, with the fraction of the distance at each. */
  controls: { number: number; fraction: number }[];
  /** Default 'youth'. */
  ageGroups?: AgeGroups;
  /** A relay or team: athletes per entry. */
  teamSize?: number;
}

function categoryForAge(age: number, groups: AgeGroups) {
  return templates(groups).find((c) => !c.isOverall && age >= c.minAge && age <= c.maxAge)!.code;
}

/** Ages of a road race: mostly 25 to 50, a few teenagers where Juvenil runs, a few over 60. */
function demoAge(random: Random, groups: AgeGroups): number {
  if (groups === 'youth' && random.next() < 0.08) return random.int(13, 17);
  if (random.next() < 0.06) return random.int(60, 72);
  return 20 + Math.round((random.next() + random.next()) * 20);
}

/** Most finish in the first half of the range; women and athletes over 35 a little slower. */
function finishMs(random: Random, spec: ModalitySpec, branch: 'F' | 'M', age: number): number {
  const [fastest, slowest] = spec.minutes;
  const minutes = fastest + random.next() ** 1.6 * (slowest - fastest);
  const factor = (branch === 'F' ? 1.12 : 1) * (1 + Math.max(0, age - 35) * 0.005);
  return Math.round(minutes * factor * 60_000 + random.int(0, 999));
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
  const groups = spec.ageGroups ?? 'youth';
  const start = Date.parse(options.startInstant);
  const rows: ResultRow[] = [];
  for (let i = 0; i < spec.athletes; i += 1) {
    const branch = random.next() < 0.42 ? 'F' : 'M';
    const age = demoAge(random, groups);
    const totalMs = finishMs(random, spec, branch, age);
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
      categoryCode: categoryForAge(age, groups),
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
    ...(spec.teamSize ? { teamSize: spec.teamSize } : {}),
    startWaves: [{ name: 'Salida general', startAt }],
    categories: demoCategories(spec.ageGroups),
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
