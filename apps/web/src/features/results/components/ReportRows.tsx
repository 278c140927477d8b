import { useState } from 'react';
import type { CSSProperties } from 'react';
import { Box } from '@mui/material';
import type { ReportItem } from '../reportItems.ts';
import type { ResultColumn, RowContext } from './resultColumns.tsx';
import { reportRowsSx } from './reportRowsStyles.ts';
import { ReportTableHeader } from './ReportTableHeader.tsx';
import { VirtualRows } from './VirtualRows.tsx';

interface Props {
  items: ReportItem[];
  columns: ResultColumn[];
  /** Phones: two-line rows instead of the wide table. */
  compact: boolean;
  context: RowContext;
  label: string;
}

/**
 * The report's scroll container: a table with a sticky header that scrolls sideways inside itself
 * (desktop) or a list of two-line rows (phones). Only VirtualRows re-renders while scrolling, so
 * the container's styles are not recomputed on every frame.
 */
export function ReportRows({ items, columns, compact, context, label }: Props) {
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const tableWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const cssVars = {
    '--rr-cols': columns.map((column) => `${column.width}px`).join(' '),
    '--rr-width': compact ? '100%' : `${tableWidth}px`,
  } as CSSProperties;
  return (
    <Box
      ref={setScrollElement}
      data-testid="report-rows"
      role={compact ? 'list' : 'table'}
      aria-label={label}
      aria-rowcount={compact ? undefined : items.length + 1}
      tabIndex={0}
      sx={reportRowsSx}
      style={cssVars}
    >
      {!compact && <ReportTableHeader columns={columns} />}
      {scrollElement && (
        <VirtualRows scrollElement={scrollElement} items={items} columns={columns} compact={compact} context={context} />
      )}
    </Box>
  );
}
