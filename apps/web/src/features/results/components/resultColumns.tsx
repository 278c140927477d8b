import type { ReactNode } from 'react';
import { messages } from '@dorsal/core';
import type { EventLookup } from '../eventLookup.ts';
import type { AthleteRef, ResultView } from '../types.ts';
import { NameButton } from './NameButton.tsx';
import { FlagBadge } from './FlagBadge.tsx';
import { CertificateIcons } from './CertificateIcons.tsx';
import { NO_VALUE, categoryPlaceText, positionText } from '../formatResult.ts';

const c = messages.results.columns;

export interface RowContext {
  lookup: EventLookup;
  onOpenAthlete: (athlete: AthleteRef) => void;
}

export interface ResultColumn {
  key: string;
  label: string;
  width: number;
  align?: 'right';
  /** Stays at the left ('start') or right ('end') edge when the table scrolls sideways. */
  sticky?: 'start' | 'end';
  render: (row: ResultView, context: RowContext) => ReactNode;
}

/** Class names of a column's cells (header and rows). */
export function cellClass(column: ResultColumn): string {
  const sticky = column.sticky === 'start' ? ' rr-sticky' : column.sticky === 'end' ? ' rr-sticky rr-sticky-end' : '';
  return `rr-cell${column.align === 'right' ? ' rr-right' : ''}${sticky}`;
}

/**
 * The table's columns for one modality: No., Pos., Rama pos., Cat. pos., Nombre, Rama, Categoría,
 * Modalidad, one per checkpoint split, Tiempo, then Nota and Certificado when some row needs them.
 */
export function buildColumns(
  modalityCode: string,
  rows: readonly ResultView[],
  lookup: EventLookup,
  /** `flags`: whether flagged rows are listed, when `rows` is only the report's first page. */
  known: { flags?: boolean | undefined } = {},
): ResultColumn[] {
  const splits = lookup.controls(modalityCode).map(
    (control): ResultColumn => ({
      key: `split-${control.code}`,
      label: control.label,
      width: 96,
      align: 'right',
      render: (row) => row.splits.find((split) => split.controlCode === control.code)?.time ?? NO_VALUE,
    }),
  );
  const columns: ResultColumn[] = [
    { key: 'bib', label: c.bib, width: 68, align: 'right', render: (row) => row.bib },
    { key: 'position', label: c.position, width: 60, align: 'right', render: (row) => positionText(row.overallPosition) },
    { key: 'branchPosition', label: c.branchPosition, width: 84, align: 'right', render: (row) => positionText(row.branchPosition) },
    { key: 'categoryPosition', label: c.categoryPosition, width: 88, align: 'right', render: (row) => categoryPlaceText(row) },
    {
      key: 'name',
      label: c.name,
      width: 260,
      sticky: 'start',
      render: (row, context) => <NameButton bib={row.bib} name={row.name} onOpen={context.onOpenAthlete} />,
    },
    { key: 'branch', label: c.branch, width: 88, render: (row, { lookup: l }) => l.branchName(row.branch) },
    {
      key: 'category',
      label: c.category,
      width: 160,
      render: (row, { lookup: l }) => l.categoryName(row.modalityCode, row.branch, row.categoryCode),
    },
    { key: 'modality', label: c.modality, width: 120, render: (row, { lookup: l }) => l.modalityName(row.modalityCode) },
    ...splits,
    { key: 'time', label: c.time, width: 100, align: 'right', render: (row) => <strong>{row.officialTime ?? NO_VALUE}</strong> },
  ];
  if (known.flags ?? rows.some((row) => row.flag !== null)) {
    columns.push({
      key: 'note',
      label: c.note,
      width: 300,
      render: (row) => (row.flag ? <FlagBadge flag={row.flag} note={row.note} withNote /> : null),
    });
  }
  if (rows.some((row) => row.certificate)) {
    columns.push({
      key: 'certificate',
      label: c.certificate,
      width: 104,
      // The downloads stay in view on a wide table, without scrolling sideways to find them.
      sticky: 'end',
      render: (row, { lookup: l }) => (row.certificate ? <CertificateIcons eventId={l.eventId} bib={row.bib} name={row.name} /> : null),
    });
  }
  return columns;
}
