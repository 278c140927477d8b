import { useCallback, useMemo, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { RESULTS_PAGE_SIZE, reportLayout } from '@dorsal/core';
import { reportPageQuery, type ReportRef } from './api.ts';
import type { ResultView } from './types.ts';

/**
 * A report read page by page: the first page says how many rows and which groups there are, so the
 * virtual list is laid out at once; the pages under the visible lines load as the person scrolls
 * (rows not loaded yet show as placeholders). Pages already read stay for the dialog's life.
 */
export function useReportPages(report: ReportRef) {
  const first = useQuery(reportPageQuery(report, 0));
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set());
  const pages = useMemo(() => [...wanted].filter((page) => page !== 0).sort((a, b) => a - b), [wanted]);
  const more = useQueries({ queries: pages.map((page) => reportPageQuery(report, page)) });

  const total = first.data?.total ?? 0;
  const groups = first.data?.groups;
  const layout = useMemo(() => reportLayout(total, groups ?? []), [total, groups]);

  const loaded = new Map<number, ResultView[]>();
  if (first.data) loaded.set(0, first.data.rows);
  more.forEach((query, index) => {
    if (query.data) loaded.set(pages[index]!, query.data.rows);
  });
  const rowAt = (row: number): ResultView | undefined => loaded.get(Math.floor(row / RESULTS_PAGE_SIZE))?.[row % RESULTS_PAGE_SIZE];

  /** The lines on screen changed: ask for the pages holding their rows. */
  const showLines = useCallback(
    (firstLine: number, lastLine: number) => {
      const rowOf = (line: number) => {
        const at = layout.lineAt(line);
        return at.type === 'row' ? at.row : at.group.start;
      };
      if (layout.count === 0) return;
      const fromPage = Math.floor(rowOf(Math.max(0, firstLine)) / RESULTS_PAGE_SIZE);
      const toPage = Math.floor(rowOf(Math.min(layout.count - 1, lastLine)) / RESULTS_PAGE_SIZE);
      setWanted((current) => {
        let next: Set<number> | null = null;
        for (let page = fromPage; page <= toPage; page += 1) {
          if (current.has(page)) continue;
          next ??= new Set(current);
          next.add(page);
        }
        return next ?? current;
      });
    },
    [layout],
  );

  return { first, layout, rowAt, showLines, loadedKey: loaded.size };
}
