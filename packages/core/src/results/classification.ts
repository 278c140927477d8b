import { messages } from '../i18n/messages.ts';
import type { RankedRow, ResultFlag, ResultRow, TimingConfig } from './types.ts';

/** The spec's notes (catalogue `resultFlags`), verbatim except for "fué" → "fue". */
export const resultFlagNotes: Record<ResultFlag, string> = messages.resultFlags;

/**
 * A row shown as DNS: showDns on, no finish, and either flagged dns or, as the spec defines it,
 * no start record and no splits.
 */
function isShownAsNonStarter(row: ResultRow, timing: TimingConfig): boolean {
  if (!timing.showDns || row.officialTimeMs !== null) return false;
  return row.dns || (!row.startRecorded && row.splits.length === 0);
}

/**
 * Why a row is not ranked, or null for a finisher. First match wins (spec priority):
 * 1. dnfOverTime: flagged dnfPlus, or the name carries '*' while showAll is on;
 * 2. dnf: flagged dnf, or no finish time (unless rule 4 calls it a non-starter);
 * 3. dq: deleted (borrado) or flagged dq;
 * 4. dns: flagged dns, or a non-starter (see isShownAsNonStarter).
 * With showDns off a non-starter without a time is a DNF, as the spec's "position 0" rule says.
 * Classification reads the row only, never positions, so ranking can use it.
 */
export function classifyRow(row: ResultRow, timing: TimingConfig): ResultFlag | null {
  if (row.dnfOverTime || (timing.showAll && row.name.includes('*'))) return 'dnfOverTime';
  const nonStarter = isShownAsNonStarter(row, timing);
  if (row.dnf || (row.officialTimeMs === null && !nonStarter)) return 'dnf';
  if (row.deleted || row.dq) return 'dq';
  if (row.dns || nonStarter) return 'dns';
  return null;
}

/** The note to show under a flagged row, or null. */
export function flagNote(flag: ResultFlag | null): string | null {
  return flag === null ? null : resultFlagNotes[flag];
}

/**
 * Whether a row appears in the public results list: ranked rows always; flagged rows only when
 * showAll is on (each with its note).
 */
export function isListed(row: Pick<RankedRow, 'flag'>, timing: TimingConfig): boolean {
  return row.flag === null || timing.showAll;
}

/** Certificates are offered only for a ranked (position above 0), not deleted row. */
export function canDownloadCertificate(row: Pick<RankedRow, 'overallPosition' | 'deleted' | 'dq'>): boolean {
  return row.overallPosition > 0 && !row.deleted && !row.dq;
}
