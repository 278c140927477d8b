import { describe, expect, it } from 'vitest';
import { applyRowChanges } from './live-update.ts';
import { rankModality } from './ranking.ts';
import { applyReportDiff, reportDiffOf, type ReportDiff, type ReportPage } from './report-diff.ts';
import { compareGeneralOrder, orderReport, type ResultReportKind } from './report-order.ts';
import { modality, row, timing } from './test-support.ts';
import type { RankedRow, ResultRow } from './types.ts';

const config = { modality: modality(), timing };
const minutes = (value: number | null) => (value === null ? null : value * 60_000);
const runner = (bib: number, time: number | null, fields: Partial<ResultRow> = {}) =>
  row({ bib, officialTimeMs: minutes(time), realTimeMs: minutes(time), categoryCode: 'SEN', ...fields });

function page(rows: readonly RankedRow[], kind: ResultReportKind, index: number, limit: number, version = 1): ReportPage<RankedRow> {
  const order = orderReport([...rows].sort(compareGeneralOrder(new Map([['10K', 0]]))), kind, config.modality.categories);
  return { version, modalityCode: '10K', report: kind, total: order.rows.length, offset: index * limit, limit, rows: order.rows.slice(index * limit, (index + 1) * limit), groups: order.groups };
}

/** Six finishers (10…60 minutes) and four runners still on the course. */
const start = rankModality([10, 20, 30, 40, 50, 60].map((time, index) => runner(index + 1, time)).concat([7, 8, 9, 10].map((bib) => runner(bib, null))), config);

function change(...rows: ResultRow[]) {
  const { rows: after, diff } = applyRowChanges(start, rows.map((changed) => ({ kind: 'upsert' as const, row: changed })), config);
  return { after, diff: reportDiffOf({ code: '10K', version: 2 }, start, diff, timing, (ranked) => ranked, 50) };
}

describe('reportDiffOf', () => {
  it('sends the changed rows with their new positions and where each stood before', () => {
    const { diff } = change(runner(8, 65));
    expect(diff).toMatchObject({ modalityCode: '10K', version: 2, previous: [{ bib: 8, overallPosition: 0 }] });
    expect('rows' in diff && diff.rows.map((changed) => [changed.bib, changed.overallPosition])).toEqual([[8, 7]]);
  });

  it('asks for a refetch past its row limit', () => {
    const { diff } = applyRowChanges(start, [runner(7, 5), runner(8, 6)].map((changed) => ({ kind: 'upsert' as const, row: changed })), config);
    expect(reportDiffOf({ code: '10K', version: 2 }, start, diff, timing, (ranked) => ranked, 3)).toEqual({ modalityCode: '10K', version: 2, refetch: true });
  });
});

describe('applyReportDiff', () => {
  it('puts a new finisher at its place on the page holding it, without a request', () => {
    const { after, diff } = change(runner(8, 65));
    expect(applyReportDiff(page(start, 'general', 0, 10), diff)).toEqual(page(after, 'general', 0, 10, 2));
    expect(applyReportDiff(page(start, 'general', 1, 4), diff)).toEqual(page(after, 'general', 1, 4, 2));
  });

  it('moves a row up within the page and shifts the rows it passed', () => {
    const { after, diff } = change(runner(5, 15));
    const next = applyReportDiff(page(start, 'general', 0, 10), diff)!;
    expect(next.rows.map((shown) => [shown.bib, shown.overallPosition]).slice(0, 6)).toEqual([[1, 1], [5, 2], [2, 3], [3, 4], [4, 5], [6, 6]]);
    expect(next).toEqual(page(after, 'general', 0, 10, 2));
  });

  it('refetches a page that rows from the page before would shift into', () => {
    // Bib 2 drops from 2nd to 6th: page 1 (rows 4…7) gets row 5 from page 0, which the client does not hold.
    expect(applyReportDiff(page(start, 'general', 1, 4), change(runner(2, 55)).diff)).toBeNull();
  });

  it('refetches a page that would need rows from the page after', () => {
    // Bib 1 leaves page 0 (rows 0…3) for the end of the finishers: row 4 must come up from page 1.
    expect(applyReportDiff(page(start, 'general', 0, 4), change(runner(1, 61)).diff)).toBeNull();
  });

  it('keeps the headings of the branch and category reports counted', () => {
    const { after, diff } = change(runner(11, 58, { categoryCode: 'JUV' }));
    expect(applyReportDiff(page(start, 'branch', 0, 20), diff)).toEqual(page(after, 'branch', 0, 20, 2));
    // A heading the report did not have yet (JUV where every runner was SEN) cannot be placed from one page.
    expect(applyReportDiff(page(start, 'category', 0, 20), diff)).toBeNull();
    const moved = change(runner(3, 5));
    expect(applyReportDiff(page(start, 'category', 0, 20), moved.diff)).toEqual(page(moved.after, 'category', 0, 20, 2));
  });

  it('drops a row pushed past the end of a full page', () => {
    const { after, diff } = change(runner(9, 5));
    const next = applyReportDiff(page(start, 'general', 0, 3), diff)!;
    expect(next.rows.map((shown) => shown.bib)).toEqual([9, 1, 2]);
    expect(next).toEqual(page(after, 'general', 0, 3, 2));
  });

  it('fills the first page of an empty report, up to its size', () => {
    const { rows: after, diff } = applyRowChanges([], [runner(1, 10), runner(2, 10), runner(3, 12)].map((changed) => ({ kind: 'upsert' as const, row: changed })), config);
    const empty: ReportPage<RankedRow> = { version: 1, modalityCode: '10K', report: 'general', total: 0, offset: 0, limit: 2, rows: [], groups: [] };
    const next = applyReportDiff(empty, reportDiffOf({ code: '10K', version: 2 }, [], diff, timing, (ranked) => ranked, 50));
    expect(next).toEqual(page(after, 'general', 0, 2, 2));
    expect(next!.rows.map((shown) => shown.bib)).toEqual([1, 2]);
  });

  it('refetches after a version it did not see, and leaves a page that already has the change', () => {
    const { diff } = change(runner(8, 65));
    expect(applyReportDiff(page(start, 'general', 0, 10, 0), diff)).toBeNull();
    const current = page(start, 'general', 0, 10, 2);
    expect(applyReportDiff(current, diff)).toBe(current);
    const refetch: ReportDiff<RankedRow> = { modalityCode: '10K', version: 2, refetch: true };
    expect(applyReportDiff(page(start, 'general', 0, 10), refetch)).toBeNull();
  });
});
