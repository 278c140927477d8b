import { memo } from 'react';
import { messages, fill } from '@dorsal/core';
import type { ResultView } from '../types.ts';
import type { RowContext } from './resultColumns.tsx';
import { NO_VALUE, positionText } from '../formatResult.ts';
import { NameButton } from './NameButton.tsx';
import { FlagBadge } from './FlagBadge.tsx';
import { CertificateIcons } from './CertificateIcons.tsx';

interface Props {
  row: ResultView;
  /** The position the report ranks by (general, branch or category). */
  position: number;
  context: RowContext;
  top: number;
  /** The row the person jumped to. */
  focused?: boolean;
}

/** A result on a phone: position, name and time; then bib, category ('Absoluto' for an overall winner) and branch (or the flag's note). */
export const ResultCompactRow = memo(function ResultCompactRow({ row, position, context, top, focused = false }: Props) {
  const { lookup } = context;
  const meta = [
    fill(messages.results.bib, { bib: row.bib }),
    lookup.categoryName(row.modalityCode, row.branch, row.categoryCode),
    ...(row.isOverallWinner ? [messages.results.overallWinner] : []),
    lookup.branchName(row.branch),
  ].join(' · ');
  return (
    <div role="listitem" className={focused ? 'rr-compact rr-focus' : 'rr-compact'} data-testid="result-row" data-bib={row.bib} style={{ transform: `translateY(${top}px)` }}>
      <span className="rr-pos">{positionText(position)}</span>
      <NameButton bib={row.bib} name={row.name} onOpen={context.onOpenAthlete} />
      <span className="rr-time">{row.officialTime ?? NO_VALUE}</span>
      {row.flag ? (
        <span className="rr-meta">
          {fill(messages.results.bib, { bib: row.bib })} <FlagBadge flag={row.flag} note={row.note} withNote />
        </span>
      ) : (
        <span className="rr-meta">{meta}</span>
      )}
      <span className="rr-end">
        {row.certificate && <CertificateIcons eventId={lookup.eventId} bib={row.bib} name={row.name} />}
      </span>
    </div>
  );
});
