import { useCallback, useEffect } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { reportPosition, type ReportLayout, type ResultReportKind } from '@dorsal/core';
import type { ResultView } from '../types.ts';
import type { ResultColumn, RowContext } from './resultColumns.tsx';
import { COMPACT_ROW_HEIGHT, GROUP_HEIGHT, HEADER_HEIGHT, TABLE_ROW_HEIGHT } from './reportRowsStyles.ts';
import { ResultTableRow } from './ResultTableRow.tsx';
import { ResultCompactRow } from './ResultCompactRow.tsx';
import { ReportGroupRow } from './ReportGroupRow.tsx';
import { ResultPlaceholderRow } from './ResultPlaceholderRow.tsx';

/** A request to bring a line into view; `nonce` repeats a jump to the same line. */
export interface ScrollRequest {
  line: number;
  nonce: number;
}

interface Props {
  scrollElement: HTMLDivElement;
  kind: ResultReportKind;
  layout: ReportLayout;
  rowAt: (row: number) => ResultView | undefined;
  groupTitle: (line: Extract<ReturnType<ReportLayout['lineAt']>, { type: 'group' }>['group']) => { title: string; subtitle: string | null };
  onLines: (first: number, last: number) => void;
  scrollRequest: ScrollRequest | null;
  focusBib: number | null;
  columns: ResultColumn[];
  compact: boolean;
  context: RowContext;
}

/**
 * Only the lines in view (plus a few) are in the DOM, so 30,000 rows scroll smoothly; rows not
 * loaded yet are placeholders of the same height. Lines have fixed heights (no measuring); they sit
 * below the sticky header (scrollMargin).
 */
export function VirtualRows(props: Props) {
  const { scrollElement, kind, layout, rowAt, groupTitle, onLines, scrollRequest, focusBib, columns, compact, context } = props;
  const headerHeight = compact ? 0 : HEADER_HEIGHT;
  const rowHeight = compact ? COMPACT_ROW_HEIGHT : TABLE_ROW_HEIGHT;
  // Stable callbacks: the virtualizer re-measures every item whenever they change.
  const getScrollElement = useCallback(() => scrollElement, [scrollElement]);
  const estimateSize = useCallback((index: number) => (layout.lineAt(index).type === 'group' ? GROUP_HEIGHT : rowHeight), [layout, rowHeight]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: layout.count,
    getScrollElement,
    estimateSize,
    overscan: 10,
    scrollMargin: headerHeight,
  });
  const items = virtualizer.getVirtualItems();
  const firstLine = items[0]?.index ?? 0;
  const lastLine = items[items.length - 1]?.index ?? 0;
  useEffect(() => onLines(firstLine, lastLine), [onLines, firstLine, lastLine]);
  useEffect(() => {
    if (scrollRequest) virtualizer.scrollToIndex(scrollRequest.line, { align: 'center' });
  }, [scrollRequest, virtualizer]);

  return (
    <div className="rr-body" role={compact ? undefined : 'rowgroup'} style={{ height: virtualizer.getTotalSize() }}>
      {items.map((virtual) => {
        const line = layout.lineAt(virtual.index);
        const top = virtual.start - headerHeight;
        const rowIndex = virtual.index + 2;
        if (line.type === 'group') {
          const { title, subtitle } = groupTitle(line.group);
          return (
            <ReportGroupRow
              key={virtual.key}
              title={title}
              subtitle={subtitle}
              count={line.group.count}
              top={top}
              table={!compact}
              rowIndex={rowIndex}
            />
          );
        }
        const row = rowAt(line.row);
        if (!row) return <ResultPlaceholderRow key={virtual.key} top={top} height={rowHeight} table={!compact} rowIndex={rowIndex} />;
        const focused = row.bib === focusBib;
        return compact ? (
          <ResultCompactRow key={virtual.key} row={row} position={reportPosition(kind, row)} context={context} top={top} focused={focused} />
        ) : (
          <ResultTableRow key={virtual.key} row={row} columns={columns} context={context} top={top} rowIndex={rowIndex} focused={focused} />
        );
      })}
    </div>
  );
}
