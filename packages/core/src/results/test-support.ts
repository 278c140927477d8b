/** Builders for the results tests (not exported from the package). */
import fc from 'fast-check';
import type { Branch, CategoryConfig, ModalityConfig, ResultRow, Split, TimingConfig } from './types.ts';

export const timing: TimingConfig = { showAll: true, showDns: true, hideControls: false };

export function row(fields: Partial<ResultRow> = {}): ResultRow {
  const bib = fields.bib ?? 1;
  return {
    bib,
    name: `Atleta ${bib}`,
    modalityCode: '10K',
    branch: 'M',
    categoryCode: 'LIBRE',
    officialTimeMs: 3_600_000,
    realTimeMs: 3_600_000,
    arrivedAt: null,
    splits: [],
    startRecorded: true,
    deleted: false,
    dnf: false,
    dnfOverTime: false,
    dq: false,
    dns: false,
    ...fields,
  };
}

export function category(fields: Partial<CategoryConfig> & Pick<CategoryConfig, 'code'>): CategoryConfig {
  return {
    name: fields.code,
    branch: 'M',
    minAge: 0,
    maxAge: 200,
    winnersCount: 3,
    isOverall: false,
    hidden: false,
    ...fields,
  };
}

/** 10K with, per branch, an open overall podium of 3 and three age categories. */
export function modality(fields: Partial<ModalityConfig> = {}): ModalityConfig {
  const perBranch = (branch: Branch) => [
    category({ code: 'ABS', branch, isOverall: true }),
    category({ code: 'JUV', branch, minAge: 0, maxAge: 29 }),
    category({ code: 'SEN', branch, minAge: 30, maxAge: 39 }),
    category({ code: 'MAS', branch, minAge: 40, maxAge: 200 }),
  ];
  return { code: '10K', name: '10 km', categories: [...perBranch('F'), ...perBranch('M')], ...fields };
}

/** true about one time in 20. */
const rare = fc.integer({ min: 0, max: 19 }).map((value) => value === 0);

/** Arbitrary rows of one modality with distinct bibs, a mix of finishers and flagged rows. */
export function rowsArbitrary(options: { minLength?: number; maxLength?: number } = {}): fc.Arbitrary<ResultRow[]> {
  const rowFields = fc.record({
    branch: fc.constantFrom<Branch>('F', 'M'),
    categoryCode: fc.constantFrom('JUV', 'SEN', 'MAS', 'ABS', 'OTRA'),
    // Few distinct times so that ties are common.
    officialTimeMs: fc.option(fc.integer({ min: 1, max: 40 }).map((minutes) => minutes * 60_000), { freq: 6 }),
    startRecorded: fc.boolean(),
    splits: fc.boolean().map((passed): Split[] => (passed ? [{ controlCode: 1001, timeMs: 600_000 }] : [])),
    deleted: rare,
    dnf: rare,
    dnfOverTime: rare,
    dq: rare,
    dns: rare,
    starred: rare,
  });
  return fc
    .uniqueArray(fc.tuple(fc.integer({ min: 1, max: 5000 }), rowFields), {
      minLength: options.minLength ?? 0,
      maxLength: options.maxLength ?? 60,
      selector: ([bib]) => bib,
    })
    .map((entries) =>
      entries.map(([bib, { starred, ...fields }]) =>
        row({ bib, ...fields, name: starred ? `Atleta ${bib}*` : `Atleta ${bib}`, realTimeMs: fields.officialTimeMs }),
      ),
    );
}
