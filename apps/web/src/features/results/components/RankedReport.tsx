import { useCallback, useMemo } from 'react';
import { Alert, Box } from '@mui/material';
import { fill, messages, normalizeForSearch, type ModalityView, type ReportGroup, type ResultReportKind, type RowPlace } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import type { EventLookup } from '../eventLookup.ts';
import type { AthleteRef } from '../types.ts';
import { usePhoneLayout } from '../usePhoneLayout.ts';
import { useReportPages } from '../useReportPages.ts';
import { buildColumns } from './resultColumns.tsx';
import { ReportRows } from './ReportRows.tsx';

interface Props {
  kind: ResultReportKind;
  title: string;
  modality: ModalityView;
  lookup: EventLookup;
  /** Whether the event lists DNF, DQ and DNS rows (their notes get a column). */
  flagsListed: boolean;
  /** A row to bring into view (this modality's). */
  jump: (RowPlace & { nonce: number }) | null;
  onOpenAthlete: (athlete: AthleteRef) => void;
}

/** General, branch or category results of one modality: a virtual list filled page by page as it scrolls. */
export function RankedReport({ kind, title, modality, lookup, flagsListed, jump, onOpenAthlete }: Props) {
  const report = useMemo(() => ({ eventId: lookup.eventId, modalityCode: modality.code, kind }), [lookup.eventId, modality.code, kind]);
  const { first, layout, rowAt, showLines } = useReportPages(report);
  const compact = usePhoneLayout();
  const firstRows = first.data?.rows;
  const wholeReportLoaded = first.data !== undefined && first.data.rows.length >= first.data.total;
  const columns = useMemo(
    () => buildColumns(modality.code, firstRows ?? [], lookup, { flags: wholeReportLoaded ? undefined : flagsListed }),
    [modality.code, firstRows, lookup, wholeReportLoaded, flagsListed],
  );
  const context = useMemo(() => ({ lookup, onOpenAthlete }), [lookup, onOpenAthlete]);
  const groupTitle = useCallback(
    (group: ReportGroup) => {
      if (group.categoryCode === null) return { title: lookup.branchName(group.branch), subtitle: null };
      const name = lookup.categoryName(modality.code, group.branch, group.categoryCode);
      const branchName = lookup.branchName(group.branch);
      return { title: name, subtitle: normalizeForSearch(name).includes(normalizeForSearch(branchName)) ? null : branchName };
    },
    [lookup, modality.code],
  );
  const scrollRequest = useMemo(() => (jump ? { line: layout.lineOfRow(jump.index), nonce: jump.nonce } : null), [jump, layout]);

  if (first.isPending) return <LoadingState />;
  if (first.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{errorMessage(first.error)}</Alert>
      </Box>
    );
  }
  if (layout.count === 0) return <EmptyState text={messages.results.reportEmpty} />;
  return (
    <ReportRows
      key={`${kind}-${modality.code}`}
      kind={kind}
      layout={layout}
      rowAt={rowAt}
      groupTitle={groupTitle}
      onLines={showLines}
      scrollRequest={scrollRequest}
      focusBib={jump?.bib ?? null}
      columns={columns}
      compact={compact}
      context={context}
      label={fill(messages.results.rowsLabel, { report: title, modality: modality.name })}
    />
  );
}
