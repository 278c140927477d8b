import { messages, resultFlagNotes } from '@dorsal/core';
import type { ResultFlag } from '@dorsal/core';

/** 'DNF', 'DQ'… as a small badge; the Spanish note is its tooltip and, with `withNote`, written next to it. */
export function FlagBadge({ flag, note, withNote = false }: { flag: ResultFlag; note: string | null; withNote?: boolean }) {
  const text = note ?? resultFlagNotes[flag];
  return (
    <span className="rr-flagwrap" title={text}>
      <span className="rr-flag" data-testid="result-flag">
        {messages.results.flags[flag]}
      </span>
      {withNote ? <span className="rr-note">{text}</span> : <span className="rr-sr">{text}</span>}
    </span>
  );
}
