import type { ResultColumn } from './resultColumns.tsx';
import { cellClass } from './resultColumns.tsx';

/** The sticky header row of the results table. */
export function ReportTableHeader({ columns }: { columns: ResultColumn[] }) {
  return (
    <div role="rowgroup" className="rr-head-group">
      <div role="row" className="rr-head" aria-rowindex={1}>
        {columns.map((column) => (
          <div
            key={column.key}
            role="columnheader"
            className={cellClass(column)}
            title={column.label}
          >
            {column.label}
          </div>
        ))}
      </div>
    </div>
  );
}
