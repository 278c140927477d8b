import { memo } from 'react';
import { formatCount } from '../../../shared/events/format.ts';

interface Props {
  title: string;
  subtitle: string | null;
  count: number;
  top: number;
  table: boolean;
  rowIndex: number;
}

/** A group heading inside the virtual list ('Femenil', 'Libre · Varonil'); stays left when scrolled sideways. */
export const ReportGroupRow = memo(function ReportGroupRow({ title, subtitle, count, top, table, rowIndex }: Props) {
  const label = (
    <span className="rr-group-label">
      <span className="rr-group-heading" role="heading" aria-level={3}>
        <span className="rr-group-title">{title}</span>
        {subtitle && (
          <>
            {' '}
            <span className="rr-group-sub">{subtitle}</span>
          </>
        )}
      </span>{' '}
      <span className="rr-group-sub">({formatCount(count)})</span>
    </span>
  );
  return (
    <div
      className="rr-group"
      role={table ? 'row' : 'listitem'}
      aria-rowindex={table ? rowIndex : undefined}
      data-testid="result-group"
      style={{ transform: `translateY(${top}px)` }}
    >
      {table ? <div role="cell">{label}</div> : label}
    </div>
  );
});
