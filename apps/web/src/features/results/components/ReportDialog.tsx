import { useState } from 'react';
import { messages } from '@dorsal/core';
import type { EventDetail } from '@dorsal/core';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import type { EventLookup } from '../eventLookup.ts';
import type { AthleteRef } from '../types.ts';
import { dialogTitles } from '../reportKinds.ts';
import type { ReportKind } from '../reportKinds.ts';
import { ResponsiveDialog } from './ResponsiveDialog.tsx';
import { ModalityTabs } from './ModalityTabs.tsx';
import { RankedReport } from './RankedReport.tsx';
import { WinnersReport } from './WinnersReport.tsx';

interface Props {
  kind: ReportKind;
  event: EventDetail;
  lookup: EventLookup;
  onClose: () => void;
  onOpenAthlete: (athlete: AthleteRef) => void;
}

/** A results report (general, by branch, by category or winners) for one modality at a time. */
export function ReportDialog({ kind, event, lookup, onClose, onOpenAthlete }: Props) {
  const [modalityCode, setModalityCode] = useState(event.modalities[0]?.code ?? '');
  const modality = event.modalities.find((candidate) => candidate.code === modalityCode);
  const title = dialogTitles[kind];
  let body;
  if (!modality) body = <EmptyState text={messages.results.reportEmpty} />;
  else if (kind === 'winners') body = <WinnersReport modalityCode={modality.code} lookup={lookup} onOpenAthlete={onOpenAthlete} />;
  else body = <RankedReport kind={kind} title={title} modality={modality} lookup={lookup} onOpenAthlete={onOpenAthlete} />;
  return (
    <ResponsiveDialog title={title} onClose={onClose} testId="report-dialog" tall>
      {event.modalities.length > 0 && (
        <ModalityTabs modalities={event.modalities} value={modalityCode} onChange={setModalityCode} />
      )}
      {body}
    </ResponsiveDialog>
  );
}
