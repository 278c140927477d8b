import { memo } from 'react';
import { messages } from '@dorsal/core';

interface Props {
  top: number;
  height: number;
  table: boolean;
  rowIndex: number;
}

/** A row whose page is still loading: a grey bar of the row's height, read as 'Cargando resultado'. */
export const ResultPlaceholderRow = memo(function ResultPlaceholderRow({ top, height, table, rowIndex }: Props) {
  return (
    <div
      className="rr-placeholder"
      role={table ? 'row' : 'listitem'}
      aria-rowindex={table ? rowIndex : undefined}
      aria-busy="true"
      data-testid="result-placeholder"
      style={{ transform: `translateY(${top}px)`, height }}
    >
      <span className="rr-placeholder-bar" role={table ? 'cell' : undefined}>
        <span className="rr-sr">{messages.resultsPage.loadingRow}</span>
      </span>
    </div>
  );
});
