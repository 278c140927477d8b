/**
 * Organizer import of a results CSV (format: README.md in this folder). Everything is validated
 * first: a file with any problem yields only the list of problems, each with its line.
 */
import { parseControlCode } from '../results/controls.ts';
import type { ModalityConfig, ResultRow, Split } from '../results/types.ts';
import { readCsv, type CsvRecord } from './csv.ts';
import type { ImportProblem, ImportedCheckpoint, ImportedModality } from './import.types.ts';
import { ProblemList } from './import-problems.ts';
import { checkCsvText } from './import-text.ts';
import { MAX_NAME_LENGTH, readBib, readBranch, readDuration, readYesNo } from './import-values.ts';
import { DEFAULT_IMPORT_TIME_ZONE, isValidTimeZone, readInstant } from './local-time.ts';
import { ModalityCatalog } from './modality-catalog.ts';
import { readHeader, type ResultsCsvColumn, type ResultsCsvHeader } from './results-csv-columns.ts';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';

export interface ResultsCsvContext {
  /** The event's modalities. Empty: modalities and categories are created from the file. */
  modalities: readonly ModalityConfig[];
  /** Zone of local date-times in hora_llegada. Default America/Mexico_City. */
  timeZone?: string;
}

export type ResultsCsvOutcome =
  | {
      ok: true;
      results: ResultRow[];
      /** Modalities and categories created from the file (only when the event had none). */
      modalities: ImportedModality[];
      /** The checkpoints the split columns refer to ('Punto N'); the caller adds those missing. */
      checkpoints: ImportedCheckpoint[];
    }
  | { ok: false; problems: ImportProblem[] };

/** Split-checkpoint kind given to checkpoints created from split columns. */
export const IMPORTED_CONTROL_KIND = 1;

const t = messages.imports.resultsCsv;

export function parseResultsCsv(text: string, context: ResultsCsvContext): ResultsCsvOutcome {
  const problems = new ProblemList();
  const timeZone = context.timeZone ?? DEFAULT_IMPORT_TIME_ZONE;
  if (!isValidTimeZone(timeZone)) return fail(fill(messages.imports.badTimeZone, { timeZone }));
  const csv = readCsv(text);
  const [headerRecord, ...records] = csv.records;
  if (!headerRecord) return fail(t.empty);
  for (const problem of csv.problems) problems.add(problem.message, { row: problem.row });
  checkCsvText(csv.records, problems);

  const header = readHeader(headerRecord.fields, problems, headerRecord.line);
  checkUnnamedColumns(header, records, problems);
  if (records.length === 0) problems.add(t.onlyHeader);

  const catalog = new ModalityCatalog(context.modalities);
  const bibLines = new Map<number, number>();
  const results: ResultRow[] = [];
  for (const record of records) {
    const row = readRow(record, header, { catalog, bibLines, problems, timeZone });
    if (row) results.push(row);
  }
  if (!problems.isEmpty) return { ok: false, problems: problems.capped() };
  return {
    ok: true,
    results,
    modalities: catalog.createdModalities(),
    checkpoints: checkpointsFromSplits(results, catalog.modalityCodes()),
  };
}

function fail(message: string): ResultsCsvOutcome {
  return { ok: false, problems: [{ message }] };
}

interface RowContext {
  catalog: ModalityCatalog;
  bibLines: Map<number, number>;
  problems: ProblemList;
  timeZone: string;
}

const flagColumns = [
  ['dnf', 'dnf'],
  ['dnf_plus', 'dnfOverTime'],
  ['dq', 'dq'],
  ['dns', 'dns'],
  ['borrado', 'deleted'],
] as const satisfies readonly (readonly [ResultsCsvColumn, keyof ResultRow])[];

function readRow(record: CsvRecord, header: ResultsCsvHeader, context: RowContext): ResultRow | null {
  const { line, fields } = record;
  const problemCount = context.problems.items.length;
  const report = (message: string, column?: ResultsCsvColumn | string) =>
    context.problems.add(fill(messages.imports.csv.line, { line, message }), { row: line, ...(column ? { field: column } : {}) });
  const cell = (column: ResultsCsvColumn): string => {
    const index = header.columns[column];
    return index === undefined ? '' : (fields[index] ?? '').trim();
  };
  const present = (column: ResultsCsvColumn) => header.columns[column] !== undefined;

  if (fields.length > header.written.length && fields.slice(header.written.length).some((value) => value.trim() !== '')) {
    report(fill(t.columnCount, { fields: fields.length, header: header.written.length }));
  }

  const bibText = cell('numero');
  const bib = readBib(bibText);
  if (present('numero')) {
    if (bibText === '') report(t.bibMissing, 'numero');
    else if (bib === null) report(fill(t.bibInvalid, { bib: bibText }), 'numero');
    else if (context.bibLines.has(bib)) report(fill(t.bibRepeated, { bib, line: context.bibLines.get(bib)! }), 'numero');
    else context.bibLines.set(bib, line);
  }

  const name = cell('nombre');
  if (present('nombre')) {
    if (name === '') report(t.nameMissing, 'nombre');
    else if (name.length > MAX_NAME_LENGTH) report(fill(t.nameTooLong, { max: MAX_NAME_LENGTH }), 'nombre');
  }

  const branchText = cell('rama');
  const branch = readBranch(branchText);
  if (present('rama')) {
    if (branchText === '') report(t.branchMissing, 'rama');
    else if (branch === null) report(fill(t.branchInvalid, { branch: branchText }), 'rama');
  }

  const modalityText = cell('modalidad');
  let modalityCode: string | null = null;
  if (present('modalidad')) {
    if (modalityText === '') report(t.modalityMissing, 'modalidad');
    else {
      const modality = context.catalog.modality(modalityText);
      if (modality.ok) modalityCode = modality.value;
      else report(modality.message, 'modalidad');
    }
  }

  const categoryText = cell('categoria');
  let categoryCode: string | null = null;
  if (present('categoria')) {
    if (categoryText === '') report(t.categoryMissing, 'categoria');
    else if (modalityCode !== null && branch !== null) {
      const category = context.catalog.category(modalityCode, branch, categoryText);
      if (category.ok) categoryCode = category.value;
      else report(category.message, 'categoria');
    }
  }

  const duration = (column: ResultsCsvColumn, label: string): number | null => {
    const text = cell(column);
    const ms = readDuration(text);
    if (ms !== 'invalid') return ms;
    report(fill(t.badDuration, { label, text }), column);
    return null;
  };
  const officialTimeMs = duration('tiempo_oficial', t.officialTime);
  const realTimeMs = duration('tiempo_real', t.realTime);

  const arrivalText = cell('hora_llegada');
  const arrivedAt = readInstant(arrivalText, context.timeZone);
  if (arrivedAt === 'invalid') {
    report(fill(t.badArrival, { text: arrivalText }), 'hora_llegada');
  }

  const yesNo = (column: ResultsCsvColumn, whenEmpty: boolean): boolean => {
    const text = cell(column);
    const value = readYesNo(text);
    if (value === 'empty') return whenEmpty;
    if (value === 'invalid') {
      report(fill(t.badYesNo, { text, column }), column);
      return false;
    }
    return value;
  };
  const startRecorded = yesNo('registro_salida', true);
  const flags = Object.fromEntries(flagColumns.map(([column, key]) => [key, yesNo(column, false)])) as Record<
    (typeof flagColumns)[number][1],
    boolean
  >;

  const splits: Split[] = [];
  for (const column of header.splits) {
    const text = (fields[column.index] ?? '').trim();
    const timeMs = readDuration(text);
    if (timeMs === 'invalid') report(fill(t.badSplit, { column: column.header, text }), column.header);
    else if (timeMs !== null) splits.push({ controlCode: column.controlCode, timeMs });
  }

  if (context.problems.items.length > problemCount || bib === null || !branch || !modalityCode || !categoryCode) return null;
  return {
    bib,
    name,
    modalityCode,
    branch,
    categoryCode,
    officialTimeMs,
    realTimeMs,
    arrivedAt: arrivedAt === 'invalid' ? null : arrivedAt,
    splits,
    startRecorded,
    ...flags,
  };
}

/** Columns without a header are allowed only when empty (a trailing delimiter). */
function checkUnnamedColumns(header: ResultsCsvHeader, records: readonly CsvRecord[], problems: ProblemList): void {
  header.written.forEach((written, index) => {
    if (written !== '') return;
    const record = records.find((candidate) => (candidate.fields[index] ?? '').trim() !== '');
    if (record) {
      problems.add(fill(t.unnamedColumn, { number: index + 1, letter: columnLetter(index), line: record.line }), {
        row: record.line,
      });
    }
  });
}

/** 0 → 'A', 26 → 'AA', as spreadsheets name columns. */
function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** One checkpoint per point with splits, one lap per modality that has times there. */
function checkpointsFromSplits(rows: readonly ResultRow[], modalityOrder: readonly string[]): ImportedCheckpoint[] {
  const laps = new Map<number, Map<string, Set<number>>>();
  for (const row of rows) {
    for (const split of row.splits) {
      const { pointNumber: point, lap } = parseControlCode(split.controlCode);
      const byModality = laps.get(point) ?? new Map<string, Set<number>>();
      byModality.set(row.modalityCode, (byModality.get(row.modalityCode) ?? new Set()).add(lap));
      laps.set(point, byModality);
    }
  }
  const rank = (code: string) => modalityOrder.indexOf(code);
  return [...laps.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, byModality]) => ({
      number,
      description: fill(messages.imports.defaultCheckpoint, { number }),
      laps: [...byModality.entries()]
        .sort(([a], [b]) => rank(a) - rank(b))
        .flatMap(([modalityCode, lapSet]) =>
          [...lapSet].sort((a, b) => a - b).map((lap) => ({ modalityCode, lap, kind: IMPORTED_CONTROL_KIND })),
        ),
    }));
}
