import { useCallback, useMemo, useState } from 'react';
import type { EventDetail } from '@dorsal/core';
import { buildEventLookup } from '../eventLookup.ts';
import type { ResultsDialogKind } from '../reportKinds.ts';
import type { AthleteRef } from '../types.ts';
import { ReportDialog } from './ReportDialog.tsx';
import { SearchDialog } from './SearchDialog.tsx';
import { AthleteDialog } from './AthleteDialog.tsx';

/** The search, the reports and the athlete dialog of an event's results; `open` shows one of the first two. */
export function useResultsDialogs(event: EventDetail) {
  const lookup = useMemo(() => buildEventLookup(event), [event]);
  const [dialog, setDialog] = useState<ResultsDialogKind | null>(null);
  const [athlete, setAthlete] = useState<AthleteRef | null>(null);
  /** The athlete last opened (searched or picked from a report): reports offer 'Ver mi posición'. */
  const [lastAthlete, setLastAthlete] = useState<AthleteRef | null>(null);
  const openAthlete = useCallback((picked: AthleteRef) => {
    setAthlete(picked);
    setLastAthlete(picked);
  }, []);
  const closeDialog = () => setDialog(null);
  const dialogs = (
    <>
      {dialog === 'search' && <SearchDialog lookup={lookup} onClose={closeDialog} onOpenAthlete={openAthlete} />}
      {dialog && dialog !== 'search' && (
        <ReportDialog kind={dialog} event={event} lookup={lookup} athlete={lastAthlete} onClose={closeDialog} onOpenAthlete={openAthlete} />
      )}
      {athlete && <AthleteDialog athlete={athlete} lookup={lookup} onClose={() => setAthlete(null)} />}
    </>
  );
  return { open: setDialog, openAthlete, dialogs };
}
