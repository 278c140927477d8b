import { useMemo } from 'react';
import { Alert, Box } from '@mui/material';
import { messages, fill } from '@dorsal/core';
import type { ModalityView } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useModalityResults } from '../api.ts';
import { buildReportItems } from '../reportItems.ts';
import type { RankedReportKind } from '../reportItems.ts';
import type { EventLookup } from '../eventLookup.ts';
import type { AthleteRef } from '../types.ts';
import { usePhoneLayout } from '../usePhoneLayout.ts';
import { buildColumns } from './resultColumns.tsx';
import { ReportRows } from './ReportRows.tsx';

interface Props {
  kind: RankedReportKind;
  title: string;
  modality: ModalityView;
  lookup: EventLookup;
  onOpenAthlete: (athlete: AthleteRef) => void;
}

/** General, branch or category results of one modality, in a virtual list. */
export function RankedReport({ kind, title, modality, lookup, onOpenAthlete }: Props) {
  const query = useModalityResults(lookup.eventId, modality.code);
  const compact = usePhoneLayout();
  const rows = query.data;
  const items = useMemo(() => (rows ? buildReportItems(kind, rows, modality, lookup) : []), [kind, rows, modality, lookup]);
  const columns = useMemo(() => buildColumns(modality.code, rows ?? [], lookup), [modality.code, rows, lookup]);
  const context = useMemo(() => ({ lookup, onOpenAthlete }), [lookup, onOpenAthlete]);

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      </Box>
    );
  }
  if (items.length === 0) return <EmptyState text={messages.results.reportEmpty} />;
  return (
    <ReportRows
      key={`${kind}-${modality.code}`}
      items={items}
      columns={columns}
      compact={compact}
      context={context}
      label={fill(messages.results.rowsLabel, { report: title, modality: modality.name })}
    />
  );
}
