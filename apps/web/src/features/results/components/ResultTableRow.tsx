import { memo } from 'react';
import type { ResultView } from '../types.ts';
import type { ResultColumn, RowContext } from './resultColumns.tsx';
import { cellClass } from './resultColumns.tsx';

interface Props {
  row: ResultView;
  columns: ResultColumn[];
  context: RowContext;
  top: number;
  rowIndex: number;
  /** The row the person jumped to. */
  focused?: boolean;
}

/** One row of the wide results table (desktop), absolutely placed by the virtual list. */
export const ResultTableRow = memo(function ResultTableRow({ row, columns, context, top, rowIndex, focused = false }: Props) {
  return (
    <div
      role="row"
      className={focused ? 'rr-row rr-focus' : 'rr-row'}
      aria-rowindex={rowIndex}
      data-testid="result-row"
      data-bib={row.bib}
      style={{ transform: `translateY(${top}px)` }}
    >
      {columns.map((column) => (
        <div key={column.key} role="cell" className={cellClass(column)}>
          {column.render(row, context)}
        </div>
      ))}
    </div>
  );
});
