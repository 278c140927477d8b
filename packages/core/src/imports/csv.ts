/**
 * RFC 4180 CSV: fields in double quotes may hold the delimiter, line breaks and doubled quotes
 * (""); records end in CRLF, LF or CR. A UTF-8 BOM is dropped. The delimiter is ',' ';' or tab,
 * taken from Excel's 'sep=;' first line when present, otherwise guessed from the header line
 * (Excel in Mexico and Spain writes ';').
 */
import type { ImportProblem } from './import.types.ts';

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

/** Reads CSV text into records. Syntax problems are listed with their line; reading goes on. */
export function readCsv(input: string, options: { delimiter?: CsvDelimiter } = {}): CsvReadResult {
  let text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  let line = 1;
  let delimiter = options.delimiter;
  const sep = /^sep=([,;\t])[ \t]*(\r\n|\n|\r|$)/i.exec(text);
  if (sep) {
    delimiter ??= sep[1] as CsvDelimiter;
    text = text.slice(sep[0].length);
    line = 2;
  }
  delimiter ??= detectDelimiter(firstLineOf(text));

  const records: CsvRecord[] = [];
  const problems: ImportProblem[] = [];
  let fields: string[] = [];
  let field = '';
  let recordLine = line;
  let fieldQuoted = false; // the current field started with a quote
  let inQuotes = false;
  let afterClosingQuote = false;
  let reportedStray = false;

  const endField = () => {
    fields.push(field);
    field = '';
    fieldQuoted = false;
    afterClosingQuote = false;
  };
  const endRecord = () => {
    endField();
    // Blank lines, and Excel's ';;;;' for an empty row, are not records.
    if (fields.some((value) => value !== '')) records.push({ line: recordLine, fields });
    fields = [];
    reportedStray = false;
  };

  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (inQuotes) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          inQuotes = false;
          afterClosingQuote = true;
        }
      } else {
        if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line += 1;
        field += char;
      }
      continue;
    }
    if (char === delimiter) {
      endField();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else if (char === '"' && field === '' && !fieldQuoted && !afterClosingQuote) {
      inQuotes = true;
      fieldQuoted = true;
    } else if (afterClosingQuote && (char === ' ' || char === '\t')) {
      // Spaces after a closing quote are dropped.
    } else {
      if (afterClosingQuote && !reportedStray) {
        problems.push({ row: recordLine, message: `Línea ${recordLine}: hay texto después de las comillas que cierran un campo` });
        reportedStray = true;
      }
      field += char;
    }
  }
  if (inQuotes) {
    problems.push({ row: recordLine, message: `Línea ${recordLine}: unas comillas abren un campo y nunca se cierran` });
  }
  endRecord();
  return { delimiter, records, problems };
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
