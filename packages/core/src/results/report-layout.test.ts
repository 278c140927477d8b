import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reportLayout } from './report-layout.ts';
import type { ReportGroup } from './report-order.ts';

const group = (start: number, count: number): ReportGroup => ({ branch: 'F', categoryCode: `C${start}`, start, count });

describe('reportLayout', () => {
  it('is the rows themselves without groups', () => {
    const layout = reportLayout(3, []);
    expect(layout.count).toBe(3);
    expect(layout.lineAt(2)).toEqual({ type: 'row', row: 2 });
    expect(layout.lineOfRow(2)).toBe(2);
  });

  it('puts each heading before its first row', () => {
    const groups = [group(0, 2), group(2, 1)];
    const layout = reportLayout(3, groups);
    expect(Array.from({ length: layout.count }, (_, index) => layout.lineAt(index))).toEqual([
      { type: 'group', group: groups[0] },
      { type: 'row', row: 0 },
      { type: 'row', row: 1 },
      { type: 'group', group: groups[1] },
      { type: 'row', row: 2 },
    ]);
  });

  it('finds the line of every row and back, for any grouping', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 30 }), (sizes) => {
        let start = 0;
        const groups = sizes.map((size) => {
          const made = group(start, size);
          start += size;
          return made;
        });
        const layout = reportLayout(start, groups);
        const lines = Array.from({ length: layout.count }, (_, index) => layout.lineAt(index));
        expect(lines.filter((line) => line.type === 'group')).toHaveLength(groups.length);
        lines.forEach((line, index) => {
          if (line.type === 'row') expect(layout.lineOfRow(line.row)).toBe(index);
        });
        expect(lines.filter((line) => line.type === 'row').map((line) => (line.type === 'row' ? line.row : -1))).toEqual(
          Array.from({ length: start }, (_, index) => index),
        );
      }),
    );
  });
});
