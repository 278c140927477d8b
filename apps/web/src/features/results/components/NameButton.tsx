import type { AthleteRef } from '../types.ts';

/** The athlete's name in a result row; opens the athlete detail. A native button keeps long lists light. */
export function NameButton({ bib, name, onOpen }: { bib: number; name: string; onOpen: (athlete: AthleteRef) => void }) {
  return (
    <button type="button" className="rr-name" title={name} onClick={() => onOpen({ bib, name })}>
      {name}
    </button>
  );
}
