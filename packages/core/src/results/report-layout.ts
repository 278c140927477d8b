import type { ReportGroup } from './report-order.ts';

/** One line of a report's virtual list: a group heading or the report's row number `row`. */
export type ReportLine = { type: 'group'; group: ReportGroup } | { type: 'row'; row: number };

/**
 * The lines of a report of `total` rows with these group headings (none in the general report),
 * computed by index so that a 30,000-row report needs no 30,000-item array: each group's heading
 * comes right before its first row.
 */
export interface ReportLayout {
  count: number;
  lineAt(index: number): ReportLine;
  /** The line showing the report's row number `row`. */
  lineOfRow(row: number): number;
}

export function reportLayout(total: number, groups: readonly ReportGroup[]): ReportLayout {
  if (groups.length === 0) {
    return { count: total, lineAt: (index) => ({ type: 'row', row: index }), lineOfRow: (row) => row };
  }
  // Line of each group's heading: its first row's number plus the headings before it.
  const headingLines = groups.map((group, index) => group.start + index);
  /** The last group whose heading is at or before `line` (binary search). */
  const groupAtLine = (line: number) => {
    let low = 0;
    let high = groups.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (headingLines[middle]! <= line) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  return {
    count: total + groups.length,
    lineAt(index) {
      const at = groupAtLine(index);
      if (headingLines[at] === index) return { type: 'group', group: groups[at]! };
      return { type: 'row', row: index - at - 1 };
    },
    lineOfRow(row) {
      let low = 0;
      let high = groups.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (groups[middle]!.start <= row) low = middle;
        else high = middle - 1;
      }
      return row + low + 1;
    },
  };
}
