import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isListed } from './classification.ts';
import { applyRowChanges, type RowChange } from './live-update.ts';
import { rankModality } from './ranking.ts';
import { applyReportDiff, reportDiffOf, type ReportPage } from './report-diff.ts';
import { compareGeneralOrder, orderReport, resultReportKinds, type ResultReportKind } from './report-order.ts';
import { modality, row, rowsArbitrary } from './test-support.ts';
import type { RankedRow, TimingConfig } from './types.ts';

const config = { modality: modality(), timing: { showAll: false, showDns: true, hideControls: false } as TimingConfig };

/** The listed rows of a ranking in the order the server keeps them. */
const listed = (rows: readonly RankedRow[], timing: TimingConfig) =>
  rows.filter((candidate) => isListed(candidate, timing)).sort(compareGeneralOrder(new Map([['10K', 0]])));

function pageOf(rows: readonly RankedRow[], kind: ResultReportKind, index: number, limit: number, version: number): ReportPage<RankedRow> {
  const order = orderReport(rows, kind, config.modality.categories);
  return {
    version,
    modalityCode: '10K',
    report: kind,
    total: order.rows.length,
    offset: index * limit,
    limit,
    rows: order.rows.slice(index * limit, (index + 1) * limit),
    groups: order.groups,
  };
}

/** Changes a batch of passings (and corrections) makes: new times, new rows, rows taken out. */
const changesArbitrary = (rows: readonly RankedRow[]) =>
  fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('time' as const), at: fc.nat(), minutes: fc.option(fc.integer({ min: 1, max: 40 }), { freq: 6 }) }),
      fc.record({ kind: fc.constant('new' as const), bib: fc.integer({ min: 5001, max: 6000 }), minutes: fc.option(fc.integer({ min: 1, max: 40 })) }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
    ),
    { maxLength: 6 },
  ).map((picks) =>
    picks.flatMap((pick): RowChange[] => {
      if (pick.kind === 'new') {
        const time = pick.minutes === null ? null : pick.minutes * 60_000;
        return [{ kind: 'upsert', row: row({ bib: pick.bib, officialTimeMs: time, realTimeMs: time, modalityCode: '10K' }) }];
      }
      if (rows.length === 0) return [];
      const target = rows[pick.at % rows.length]!;
      if (pick.kind === 'remove') return [{ kind: 'remove', bib: target.bib }];
      const time = pick.minutes === null ? null : pick.minutes * 60_000;
      return [{ kind: 'upsert', row: { ...target, officialTimeMs: time, realTimeMs: time } }];
    }),
  );

const scenario = fc
  .tuple(rowsArbitrary({ maxLength: 70 }), fc.boolean())
  .map(([rows, showAll]) => ({ ranked: rankModality(rows, config), timing: { ...config.timing, showAll } }))
  .chain(({ ranked, timing }) =>
    fc.record({
      ranked: fc.constant(ranked),
      timing: fc.constant(timing),
      changes: changesArbitrary(ranked),
      kind: fc.constantFrom(...resultReportKinds),
      limit: fc.integer({ min: 1, max: 25 }),
    }),
  );

describe('applyReportDiff (property)', () => {
  it('page k of the old report with the diff applied is page k of the new report, whenever it can be applied', () => {
    let applied = 0;
    fc.assert(
      fc.property(scenario, ({ ranked, timing, changes, kind, limit }) => {
        const { rows: after, diff } = applyRowChanges(ranked, changes, { ...config, timing });
        const reportDiff = reportDiffOf({ code: '10K', version: 2 }, ranked, diff, timing, (ranked) => ranked, Number.MAX_SAFE_INTEGER);
        const before = listed(ranked, timing);
        const now = listed(after, timing);
        const pages = Math.max(1, Math.ceil(before.length / limit));
        for (let index = 0; index < pages; index += 1) {
          const next = applyReportDiff(pageOf(before, kind, index, limit, 1), reportDiff);
          if (next === null) continue;
          applied += 1;
          expect(next).toEqual(pageOf(now, kind, index, limit, 2));
        }
      }),
      { numRuns: 400 },
    );
    // Most pages take their diff without a request; the property would say nothing if none did.
    expect(applied).toBeGreaterThan(100);
  });
});
