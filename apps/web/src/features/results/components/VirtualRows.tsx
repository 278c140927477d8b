import { useCallback } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReportItem } from '../reportItems.ts';
import type { ResultColumn, RowContext } from './resultColumns.tsx';
import { COMPACT_ROW_HEIGHT, GROUP_HEIGHT, HEADER_HEIGHT, TABLE_ROW_HEIGHT } from './reportRowsStyles.ts';
import { ResultTableRow } from './ResultTableRow.tsx';
import { ResultCompactRow } from './ResultCompactRow.tsx';
import { ReportGroupRow } from './ReportGroupRow.tsx';

interface Props {
  scrollElement: HTMLDivElement;
  items: ReportItem[];
  columns: ResultColumn[];
  compact: boolean;
  context: RowContext;
}

/**
 * Only the rows in view (plus a few) are in the DOM, so 20,000 rows scroll smoothly. Rows have
 * fixed heights (no measuring); they sit below the sticky header (scrollMargin).
 */
export function VirtualRows({ scrollElement, items, columns, compact, context }: Props) {
  const headerHeight = compact ? 0 : HEADER_HEIGHT;
  const rowHeight = compact ? COMPACT_ROW_HEIGHT : TABLE_ROW_HEIGHT;
  // Stable callbacks: the virtualizer re-measures every item whenever they change.
  const getScrollElement = useCallback(() => scrollElement, [scrollElement]);
  const estimateSize = useCallback((index: number) => (items[index]?.type === 'group' ? GROUP_HEIGHT : rowHeight), [items, rowHeight]);
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item?.type === 'row' ? `r${item.row.bib}` : `g${item?.key ?? index}`;
    },
    [items],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 10,
    scrollMargin: headerHeight,
  });
  return (
    <div className="rr-body" role={compact ? undefined : 'rowgroup'} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((virtual) => {
        const item = items[virtual.index];
        if (!item) return null;
        const top = virtual.start - headerHeight;
        if (item.type === 'group') {
          return (
            <ReportGroupRow
              key={virtual.key}
              title={item.title}
              subtitle={item.subtitle}
              count={item.count}
              top={top}
              table={!compact}
              rowIndex={virtual.index + 2}
            />
          );
        }
        return compact ? (
          <ResultCompactRow key={virtual.key} row={item.row} position={item.position} context={context} top={top} />
        ) : (
          <ResultTableRow key={virtual.key} row={item.row} columns={columns} context={context} top={top} rowIndex={virtual.index + 2} />
        );
      })}
    </div>
  );
}
