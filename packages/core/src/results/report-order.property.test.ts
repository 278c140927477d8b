import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rankModality } from './ranking.ts';
import { compareGeneralOrder, orderReport, reportCategoryOf, reportPosition, resultReportKinds } from './report-order.ts';
import { modality, rowsArbitrary } from './test-support.ts';
import type { RankedRow, TimingConfig } from './types.ts';

const timingArbitrary = fc.record<TimingConfig>({ showAll: fc.boolean(), showDns: fc.boolean(), hideControls: fc.boolean() });

/** A ranked modality with ties and DNF/DQ/DNS rows, in the general order the server keeps its rows in. */
const rankedArbitrary = fc.tuple(rowsArbitrary({ maxLength: 80 }), timingArbitrary).map(([rows, timing]) => {
  const config = { modality: modality(), timing };
  const ranked = rankModality(rows, config);
  return ranked.sort(compareGeneralOrder(new Map([[config.modality.code, 0]])));
});

function pagesOf<T>(rows: readonly T[], limit: number): T[][] {
  const pages: T[][] = [];
  for (let offset = 0; offset < rows.length; offset += limit) pages.push(rows.slice(offset, offset + limit));
  return pages;
}

describe('report order', () => {
  it('the pages of every report, joined, are the whole report: each runner once, whatever the page size', () => {
    fc.assert(
      fc.property(rankedArbitrary, fc.constantFrom(...resultReportKinds), fc.integer({ min: 1, max: 30 }), (rows, kind, limit) => {
        const order = orderReport(rows, kind, modality().categories);
        expect([...order.rows.map((row) => row.bib)].sort((a, b) => a - b)).toEqual(rows.map((row) => row.bib).sort((a, b) => a - b));
        const again = orderReport([...rows], kind, modality().categories);
        expect(pagesOf(again.rows, limit).flat().map((row) => row.bib)).toEqual(order.rows.map((row) => row.bib));
      }),
    );
  });

  it('lists ranked rows by the report position (ties by overall position, then bib) and unranked rows last in each group', () => {
    fc.assert(
      fc.property(rankedArbitrary, fc.constantFrom(...resultReportKinds), (rows, kind) => {
        const order = orderReport(rows, kind, modality().categories);
        const groups = kind === 'general' ? [{ start: 0, count: order.rows.length }] : order.groups;
        expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(rows.length);
        for (const group of groups) {
          const members = order.rows.slice(group.start, group.start + group.count);
          const key = (row: RankedRow) => {
            const position = reportPosition(kind, row);
            return [position === 0 ? 1 : 0, position, row.overallPosition === 0 ? 1 : 0, row.overallPosition, row.bib];
          };
          for (let i = 1; i < members.length; i += 1) {
            const [a, b] = [key(members[i - 1]!), key(members[i]!)];
            const cmp = a.findIndex((value, index) => value !== b[index]);
            expect(cmp === -1 || a[cmp]! < b[cmp]!).toBe(true);
          }
        }
      }),
    );
  });

  it('groups the category report by the category the position counts in, overall categories first', () => {
    fc.assert(
      fc.property(rankedArbitrary, (rows) => {
        const categories = modality().categories;
        const order = orderReport(rows, 'category', categories);
        for (const group of order.groups) {
          for (const row of order.rows.slice(group.start, group.start + group.count)) {
            expect([row.branch, reportCategoryOf(row)]).toEqual([group.branch, group.categoryCode]);
          }
        }
        const firstNotOverall = order.groups.findIndex((group) => !categories.some((c) => c.isOverall && c.code === group.categoryCode && c.branch === group.branch));
        const overallAfter = order.groups.slice(Math.max(firstNotOverall, 0)).some((group) => categories.some((c) => c.isOverall && c.code === group.categoryCode && c.branch === group.branch));
        expect(firstNotOverall === -1 || !overallAfter).toBe(true);
      }),
    );
  });
});
