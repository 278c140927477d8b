import { fill } from '../i18n/fill.ts';
import { messages } from '../i18n/messages.ts';
import { readCsv } from '../imports/csv.ts';
import { ProblemList } from '../imports/import-problems.ts';
import type { ImportProblem } from '../imports/import.types.ts';
import type { CheckpointInput } from './control-codes.ts';

const t = messages.timing.csv;

/** A file of more readings than this is refused (split it): one upload is one transaction. */
export const MAX_CSV_PASSINGS = 50_000;

export interface CsvPassing {
  line: number;
  bib: number;
  checkpoint: CheckpointInput;
  time: string;
}

export type PassingsCsvOutcome = { ok: true; passings: CsvPassing[] } | { ok: false; problems: ImportProblem[] };

const headerNames = {
  bib: ['numero', 'número', 'num', 'bib', 'dorsal', 'folio'],
  checkpoint: ['punto', 'checkpoint', 'control', 'kpc', 'lector', 'codigo', 'código'],
  time: ['hora', 'tiempo', 'time', 'fecha', 'fechahora', 'instante'],
};

function columnsOf(fields: string[]): { bib: number; checkpoint: number; time: number } | null {
  const names = fields.map((field) => field.trim().toLowerCase());
  const find = (options: string[]) => names.findIndex((name) => options.includes(name));
  const columns = { bib: find(headerNames.bib), checkpoint: find(headerNames.checkpoint), time: find(headerNames.time) };
  return columns.bib >= 0 && columns.checkpoint >= 0 && columns.time >= 0 ? columns : null;
}

function readCheckpoint(value: string): CheckpointInput | null {
  const text = value.trim().toLowerCase();
  if (text === 'salida' || text === 'meta') return text;
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/**
 * The common export of timing systems, one reading per line: number; checkpoint; time (',' ';' or tab; a header line
 * naming the columns is optional and may put them in any order). Every problem is listed with its line; whether the
 * time and checkpoint exist for the event is the server's check.
 */
export function parsePassingsCsv(text: string): PassingsCsvOutcome {
  const problems = new ProblemList();
  const csv = readCsv(text);
  for (const problem of csv.problems) problems.add(problem.message, { row: problem.row });
  let records = csv.records;
  let columns = { bib: 0, checkpoint: 1, time: 2 };
  const header = records[0] ? columnsOf(records[0].fields) : null;
  if (header) {
    columns = header;
    records = records.slice(1);
  }
  if (records.length === 0) return { ok: false, problems: [{ message: t.empty }] };
  if (records.length > MAX_CSV_PASSINGS) return { ok: false, problems: [{ message: fill(t.tooMany, { max: MAX_CSV_PASSINGS.toLocaleString('es-MX') }) }] };
  const passings: CsvPassing[] = [];
  for (const record of records) {
    const bibText = (record.fields[columns.bib] ?? '').trim();
    const checkpointText = record.fields[columns.checkpoint] ?? '';
    const time = (record.fields[columns.time] ?? '').trim();
    const bib = /^\d{1,6}$/.test(bibText) && Number(bibText) > 0 ? Number(bibText) : null;
    const checkpoint = readCheckpoint(checkpointText);
    if (bib === null) problems.add(fill(t.badBib, { value: bibText }), { row: record.line });
    if (checkpoint === null) problems.add(fill(t.badCheckpoint, { value: checkpointText.trim() }), { row: record.line });
    if (time === '') problems.add(t.missingTime, { row: record.line });
    if (bib !== null && checkpoint !== null && time !== '') passings.push({ line: record.line, bib, checkpoint, time });
  }
  return problems.isEmpty ? { ok: true, passings } : { ok: false, problems: problems.capped() };
}
