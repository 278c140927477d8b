/**
 * Ranking 50,000 result rows with 10 splits each, against a plain sort of the same rows measured
 * in the same run. Run: npx tsx bench/results-ranking.bench.ts
 */
import {
  applyRowChange,
  rankModality,
  rankResults,
  withSplit,
  type Branch,
  type CategoryConfig,
  type ModalityConfig,
  type ResultRow,
  type ResultsConfig,
} from '@dorsal/core';

const ROWS = 50_000;
const SPLITS = 10;
const WARMUP = 3;
const ITERATIONS = 15;

/** mulberry32: small, seeded, good enough to make the same rows on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ageBands: [string, number, number][] = [
  ['JUV', 0, 19],
  ['LIB', 20, 29],
  ['SUB', 30, 39],
  ['MAS', 40, 49],
  ['VET', 50, 59],
  ['ORO', 60, 200],
];

function categories(branch: Branch): CategoryConfig[] {
  const base = { branch, winnersCount: 3, hidden: false };
  return [
    { ...base, code: 'ABS', name: 'Absolutos', minAge: 0, maxAge: 200, isOverall: true },
    ...ageBands.map(([code, minAge, maxAge]) => ({ ...base, code, name: code, minAge, maxAge, isOverall: false })),
  ];
}

const modalityShares: [string, number, number][] = [
  // code, share of the rows, typical time in minutes
  ['5K', 0.4, 30],
  ['10K', 0.35, 60],
  ['21K', 0.2, 130],
  ['42K', 0.05, 270],
];

const config: ResultsConfig = {
  modalities: modalityShares.map(([code]) => ({ code, name: code, categories: [...categories('F'), ...categories('M')] })),
  timing: { showAll: true, showDns: true, hideControls: false },
};

function generateRows(count: number, random: () => number): ResultRow[] {
  const rows: ResultRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const pick = random();
    let cumulative = 0;
    const [modalityCode, , minutes] = modalityShares.find(([, share]) => (cumulative += share) >= pick) ?? modalityShares[0]!;
    const finishMs = Math.round(minutes * 60_000 * (0.6 + random() * 0.9));
    const splits = Array.from({ length: SPLITS }, (_, point) => ({
      controlCode: (point + 1) * 1000 + 1,
      timeMs: Math.round((finishMs * (point + 1)) / (SPLITS + 1)),
      at: new Date(Date.UTC(2025, 2, 2, 13, 0, 0) + finishMs).toISOString(),
    }));
    const dnf = random() < 0.03;
    rows.push({
      bib: index + 1,
      name: `Atleta ${index + 1}`,
      modalityCode,
      branch: random() < 0.45 ? 'F' : 'M',
      categoryCode: ageBands[Math.floor(random() * ageBands.length)]![0],
      officialTimeMs: dnf ? null : finishMs,
      realTimeMs: dnf ? null : finishMs - Math.round(random() * 60_000),
      arrivedAt: null,
      splits,
      startRecorded: true,
      deleted: random() < 0.01,
      dnf: false,
      dnfOverTime: false,
      dq: false,
      dns: false,
    });
  }
  return rows;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median wall time in ms of `run` over ITERATIONS runs after WARMUP runs. */
function measure(run: () => unknown): number {
  const times: number[] = [];
  let sink = 0;
  for (let iteration = 0; iteration < WARMUP + ITERATIONS; iteration += 1) {
    const start = performance.now();
    const result = run();
    const elapsed = performance.now() - start;
    if (Array.isArray(result)) sink += result.length;
    if (iteration >= WARMUP) times.push(elapsed);
  }
  if (sink < 0) console.log(sink); // keeps the results alive
  return median(times);
}

const NO_TIME = Number.MAX_SAFE_INTEGER;
const plainSort = (rows: readonly ResultRow[]) =>
  rows.slice().sort((a, b) => (a.officialTimeMs ?? NO_TIME) - (b.officialTimeMs ?? NO_TIME));

const rows = generateRows(ROWS, seededRandom(20250302));
const largest: ModalityConfig = config.modalities[0]!;
const largestRows = rows.filter((row) => row.modalityCode === largest.code);
const largestConfig = { modality: largest, timing: config.timing };
const rankedLargest = rankModality(largestRows, largestConfig);
const changeRandom = seededRandom(7);
const anyRow = () => largestRows[Math.floor(changeRandom() * largestRows.length)]!;
/** Worst case: a finish time anywhere, shifting the positions of every row in between. */
const movedFinisher = () => ({ ...anyRow(), officialTimeMs: Math.round(30 * 60_000 * (0.6 + changeRandom() * 0.9)) });
/** Live case: one more split, no position changes. */
const splitPassing = () => withSplit(anyRow(), { controlCode: 99_001, timeMs: Math.round(changeRandom() * 1e7) });
/** Live case: a runner still out on the course finishing after everyone ranked so far. */
const outOnCourse = largestRows.filter((row) => row.officialTimeMs === null);
let lateFinishMs = 3 * 3_600_000;
const lateFinisher = () => ({
  ...outOnCourse[Math.floor(changeRandom() * outOnCourse.length)]!,
  officialTimeMs: (lateFinishMs += 1_000),
});
const applyOne = (row: ResultRow) => applyRowChange(rankedLargest, { kind: 'upsert', row }, largestConfig).rows;

const baselineAll = measure(() => plainSort(rows));
const rankAll = measure(() => rankResults(rows, config));
const baselineOne = measure(() => plainSort(largestRows));
const rankOne = measure(() => rankModality(largestRows, largestConfig));
const incrementalMoved = measure(() => applyOne(movedFinisher()));
const incrementalSplit = measure(() => applyOne(splitPassing()));
const incrementalLate = measure(() => applyOne(lateFinisher()));

const lines: [string, number, number][] = [
  [`plain sort, ${rows.length} rows (baseline)`, baselineAll, baselineAll],
  [`rankResults, ${rows.length} rows, ${config.modalities.length} modalities`, rankAll, baselineAll],
  [`plain sort, ${largestRows.length} rows of ${largest.code} (baseline)`, baselineOne, baselineOne],
  [`rankModality, ${largestRows.length} rows of ${largest.code}`, rankOne, baselineOne],
  [`applyRowChange, ${largest.code}: a split, no position moves`, incrementalSplit, baselineOne],
  [`applyRowChange, ${largest.code}: a finisher arriving last`, incrementalLate, baselineOne],
  [`applyRowChange, ${largest.code}: a time anywhere (worst case)`, incrementalMoved, baselineOne],
];
const width = Math.max(...lines.map(([label]) => label.length));
console.log(`results ranking — ${SPLITS} splits per row, median of ${ITERATIONS} runs, Node ${process.version}`);
console.log(`${'case'.padEnd(width)}  ${'ms'.padStart(9)}  ${'× baseline'.padStart(10)}`);
for (const [label, ms, baseline] of lines) {
  console.log(`${label.padEnd(width)}  ${ms.toFixed(2).padStart(9)}  ${(ms / baseline).toFixed(2).padStart(10)}`);
}
