import { useState } from 'react';
import type { CSSProperties } from 'react';
import { Box } from '@mui/material';
import type { ReportGroup, ReportLayout, ResultReportKind } from '@dorsal/core';
import type { ResultView } from '../types.ts';
import type { ResultColumn, RowContext } from './resultColumns.tsx';
import { reportRowsSx } from './reportRowsStyles.ts';
import { ReportTableHeader } from './ReportTableHeader.tsx';
import { VirtualRows, type ScrollRequest } from './VirtualRows.tsx';

interface Props {
  kind: ResultReportKind;
  layout: ReportLayout;
  rowAt: (row: number) => ResultView | undefined;
  groupTitle: (group: ReportGroup) => { title: string; subtitle: string | null };
  onLines: (first: number, last: number) => void;
  scrollRequest: ScrollRequest | null;
  focusBib: number | null;
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
export function ReportRows({ columns, compact, label, layout, ...rows }: Props) {
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
      aria-rowcount={compact ? undefined : layout.count + 1}
      tabIndex={0}
      sx={reportRowsSx}
      style={cssVars}
    >
      {!compact && <ReportTableHeader columns={columns} />}
      {scrollElement && (
        <VirtualRows scrollElement={scrollElement} layout={layout} columns={columns} compact={compact} {...rows} />
      )}
    </Box>
  );
}
