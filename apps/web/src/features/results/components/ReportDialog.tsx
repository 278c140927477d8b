import { useMemo, useState } from 'react';
import { messages, type EventDetail, type RowPlace } from '@dorsal/core';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import type { EventLookup } from '../eventLookup.ts';
import type { AthleteRef } from '../types.ts';
import { dialogTitles } from '../reportKinds.ts';
import type { ReportKind } from '../reportKinds.ts';
import { ResponsiveDialog } from './ResponsiveDialog.tsx';
import { ModalityTabs } from './ModalityTabs.tsx';
import { RankedReport } from './RankedReport.tsx';
import { ReportTools } from './ReportTools.tsx';
import { WinnersReport } from './WinnersReport.tsx';
import { useMyResultBibs } from '../api.ts';
import { useCurrentUser } from '../../../shared/accounts/api.ts';

interface Props {
  kind: ReportKind;
  event: EventDetail;
  lookup: EventLookup;
  /** The athlete last opened on the page, for 'Ver mi posición' (else the signed-in account's own result). */
  athlete: AthleteRef | null;
  onClose: () => void;
  onOpenAthlete: (athlete: AthleteRef) => void;
}

/** A results report (general, by branch, by category or winners) for one modality at a time. */
export function ReportDialog({ kind, event, lookup, athlete, onClose, onOpenAthlete }: Props) {
  const [modalityCode, setModalityCode] = useState(event.modalities[0]?.code ?? '');
  const [jump, setJump] = useState<(RowPlace & { nonce: number }) | null>(null);
  const { user } = useCurrentUser();
  const myBibs = useMyResultBibs(event.id, user !== null).data;
  // 'Ver mi posición': the athlete last opened on the page, else the signed-in account's own result.
  const mine = athlete?.bib ?? myBibs?.[0] ?? null;
  const modality = event.modalities.find((candidate) => candidate.code === modalityCode);
  const title = dialogTitles[kind];
  const report = useMemo(
    () => (kind === 'winners' ? null : { eventId: event.id, modalityCode, kind }),
    [kind, event.id, modalityCode],
  );
  // A runner of another modality: show that modality's report, then the row.
  const onJump = (place: RowPlace) => {
    setModalityCode(place.modalityCode);
    setJump({ ...place, nonce: Date.now() });
  };
  let body;
  if (!modality) body = <EmptyState text={messages.results.reportEmpty} />;
  else if (kind === 'winners') body = <WinnersReport modalityCode={modality.code} lookup={lookup} onOpenAthlete={onOpenAthlete} />;
  else {
    body = (
      <RankedReport
        key={modality.code}
        kind={kind}
        title={title}
        modality={modality}
        lookup={lookup}
        flagsListed={event.timing.showAll}
        jump={jump?.modalityCode === modality.code ? jump : null}
        onOpenAthlete={onOpenAthlete}
      />
    );
  }
  return (
    <ResponsiveDialog title={title} onClose={onClose} testId="report-dialog" tall>
      {event.modalities.length > 0 && (
        <ModalityTabs modalities={event.modalities} value={modalityCode} onChange={setModalityCode} />
      )}
      {report && modality && <ReportTools report={report} bib={mine} onJump={onJump} />}
      {body}
    </ResponsiveDialog>
  );
}
