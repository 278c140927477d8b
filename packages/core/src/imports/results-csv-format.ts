/** Result rows → a results CSV that parseResultsCsv reads back (an export, or a template). */
import { parseControlCode } from '../results/controls.ts';
import type { ResultRow } from '../results/types.ts';
import { formatDuration } from '../time/duration.ts';
import { writeCsv, type CsvDelimiter } from './csv.ts';
import { RESULTS_CSV_COLUMNS } from './results-csv-columns.ts';

export interface ResultsCsvFormatOptions {
  /** ';' for Excel in Mexico. Default ','. */
  delimiter?: CsvDelimiter;
  lineEnding?: '\r\n' | '\n';
  /** A UTF-8 BOM, so Excel reads accents right. Default true. */
  bom?: boolean;
}

/** 'parcial_3' for lap 1, 'parcial_3_2' otherwise. */
export function splitColumnName(code: number): string {
  const { pointNumber, lap } = parseControlCode(code);
  return lap === 1 ? `parcial_${pointNumber}` : `parcial_${pointNumber}_${lap}`;
}

const time = (ms: number | null): string =>
  ms === null ? '' : formatDuration(ms, { withMillis: ms % 1000 !== 0 });
const flag = (value: boolean): string => (value ? '1' : '');

/** The header of a results CSV with these split columns (control codes, ascending). */
export function resultsCsvHeader(splitCodes: readonly number[]): string[] {
  return [...RESULTS_CSV_COLUMNS, ...splitCodes.map(splitColumnName)];
}

/** One row's record under that header. Arrival instants are written as ISO 8601 UTC; rowType is not part of the format. */
export function resultsCsvRecord(row: ResultRow, splitCodes: readonly number[]): string[] {
  const byCode = new Map(row.splits.map((split) => [split.controlCode, split.timeMs]));
  return [
    String(row.bib),
    row.name,
    row.modalityCode,
    row.branch,
    row.categoryCode,
    time(row.officialTimeMs),
    time(row.realTimeMs),
    row.arrivedAt ?? '',
    row.startRecorded ? '1' : '0',
    flag(row.dnf),
    flag(row.dnfOverTime),
    flag(row.dq),
    flag(row.dns),
    flag(row.deleted),
    ...splitCodes.map((code) => time(byCode.get(code) ?? null)),
  ];
}

export function resultsToCsv(rows: readonly ResultRow[], options: ResultsCsvFormatOptions = {}): string {
  const codes = [...new Set(rows.flatMap((row) => row.splits.map((split) => split.controlCode)))].sort((a, b) => a - b);
  return writeCsv([resultsCsvHeader(codes), ...rows.map((row) => resultsCsvRecord(row, codes))], {
    delimiter: options.delimiter ?? ',',
    lineEnding: options.lineEnding ?? '\r\n',
    bom: options.bom ?? true,
  });
}
