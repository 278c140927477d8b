/**
 * RFC 4180 CSV read by papaparse: fields in double quotes may hold the delimiter, line breaks and doubled
 * quotes (""); records end in CRLF, LF or CR (one kind per file, as papaparse finds it). A UTF-8 BOM is dropped. The delimiter is ',' ';' or tab,
 * taken from Excel's 'sep=;' first line when present, otherwise guessed from the header line
 * (Excel in Mexico and Spain writes ';').
 */
import Papa from 'papaparse';
import { fill } from '../i18n/fill.ts';
import type { ImportProblem } from './import.types.ts';
import { messages } from '../i18n/messages.ts';

export type CsvDelimiter = ',' | ';' | '\t';
const delimiters: readonly CsvDelimiter[] = [',', ';', '\t'];

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export interface CsvReadResult {
  delimiter: CsvDelimiter;
  /** Records in order; blank lines are left out. */
  records: CsvRecord[];
  problems: ImportProblem[];
}

/** The delimiter that occurs most often outside quotes in the header line; ',' on a tie. */
export function detectDelimiter(firstLine: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(delimiters.map((d) => [d, 0]));
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char as CsvDelimiter)) counts.set(char as CsvDelimiter, counts.get(char as CsvDelimiter)! + 1);
  }
  let best: CsvDelimiter = ',';
  for (const delimiter of delimiters) if (counts.get(delimiter)! > counts.get(best)!) best = delimiter;
  return best;
}

/** Reads CSV text into records (papaparse). Syntax problems are listed with their line; reading goes on. */
export function readCsv(input: string, options: { delimiter?: CsvDelimiter } = {}): CsvReadResult {
  let text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  let firstLine = 1;
  let delimiter = options.delimiter;
  const sep = /^sep=([,;\t])[ \t]*(\r\n|\n|\r|$)/i.exec(text);
  if (sep) {
    delimiter ??= sep[1] as CsvDelimiter;
    text = text.slice(sep[0].length);
    firstLine = 2;
  }
  delimiter ??= detectDelimiter(firstLineOf(text));

  const lineAt = lineCounter(text, firstLine);
  const records: CsvRecord[] = [];
  const problems: ImportProblem[] = [];
  let start = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    quoteChar: '"',
    escapeChar: '"',
    step: ({ data: fields, errors, meta }) => {
      const line = lineAt(start);
      start = meta.cursor;
      if (errors.length) {
        const kind = errors.some((error) => error.code === 'InvalidQuotes') ? 'textAfterQuote' : 'unclosedQuote';
        problems.push({ row: line, message: fill(messages.imports.csv[kind], { line }) });
      }
      // Blank lines, and Excel's ';;;;' for an empty row, are not records.
      if (fields.some((value) => value !== '')) records.push({ line, fields: errors.length ? fields.map(dropQuoteMarks) : fields });
    },
  });
  return { delimiter, records, problems };
}

/** A field papaparse kept with its quotes after a syntax problem ('"x"y'), read as the text it meant ('xy'). */
function dropQuoteMarks(field: string): string {
  return field.startsWith('"') ? field.slice(1).replace(/"(?!")/, '').replaceAll('""', '"') : field;
}

/** The line (from `first`) at a character offset of the text; CRLF, LF and CR each end a line. */
function lineCounter(text: string, first: number): (offset: number) => number {
  const breaks: number[] = [];
  for (const match of text.matchAll(/\r\n|\n|\r/g)) breaks.push(match.index + match[0].length);
  return (offset) => {
    let low = 0;
    let high = breaks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (breaks[middle]! <= offset) low = middle + 1;
      else high = middle;
    }
    return first + low;
  };
}

/** The first line with content (the header), ignoring line breaks inside quotes. */
function firstLineOf(text: string): string {
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      const line = text.slice(start, index);
      if (line.trim() !== '') return line;
      start = index + 1;
    }
  }
  return text.slice(start);
}

/** Quotes a field when it holds the delimiter, a quote, a line break or edge spaces. */
export function formatCsvField(value: string, delimiter: CsvDelimiter): string {
  const needsQuotes =
    value.includes(delimiter) || /["\r\n]/.test(value) || value !== value.trim() || /^sep=/i.test(value);
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Records → CSV text, each record ended by the line ending. */
export function writeCsv(
  records: readonly (readonly string[])[],
  options: { delimiter?: CsvDelimiter; lineEnding?: '\r\n' | '\n'; bom?: boolean } = {},
): string {
  const delimiter = options.delimiter ?? ',';
  const lineEnding = options.lineEnding ?? '\r\n';
  const body = records.map((record) => record.map((value) => formatCsvField(value, delimiter)).join(delimiter) + lineEnding);
  return (options.bom ? '\uFEFF' : '') + body.join('');
}
