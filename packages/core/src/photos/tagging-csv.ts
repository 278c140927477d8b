import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';
import { readCsv } from '../imports/csv.ts';
import type { ImportProblem } from '../imports/import.types.ts';
import { MAX_BIBS_PER_PHOTO, readBibList } from './tagging-bibs.ts';

const t = messages.photos.tagging.csv;
export const MAX_TAGS_CSV_BYTES = 1024 * 1024;

export interface PhotoTagLine {
  line: number;
  fileName: string;
  bibs: number[];
}

/**
 * A tags CSV: one line per photo, its file name then its bibs (several in one cell separated by spaces, or in the
 * following columns). A first line whose second cell is not a number (archivo,numeros) is a header. All or nothing:
 * any problem and no line is taken. Whether each file exists is the server's check.
 */
export function readPhotoTagsCsv(text: string): { ok: true; lines: PhotoTagLine[] } | { ok: false; problems: ImportProblem[] } {
  const read = readCsv(text);
  const problems = read.problems;
  const records = read.records.filter((record) => record.fields.some((field) => field.trim() !== ''));
  if (records.length > 0) {
    const [first] = records;
    const second = first!.fields.slice(1).join(' ').trim();
    if (second !== '' && !readBibList(second).ok) records.shift();
  }
  if (records.length === 0 && problems.length === 0) return { ok: false, problems: [{ message: t.empty }] };
  const lines: PhotoTagLine[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of records) {
    const fileName = (fields[0] ?? '').trim();
    const cells = fields.slice(1).join(' ');
    const read = readBibList(cells);
    if (fileName === '') problems.push({ row: line, message: fill(t.fileMissing, { line }) });
    else if (!read.ok) problems.push({ row: line, message: fill(t.badBib, { line, bib: read.bad }) });
    else if (read.bibs.length === 0) problems.push({ row: line, message: fill(t.noBibs, { line }) });
    else if (read.bibs.length > MAX_BIBS_PER_PHOTO) problems.push({ row: line, message: fill(t.tooManyBibs, { line }) });
    else if (seen.has(fileName)) problems.push({ row: line, message: fill(t.repeated, { line, file: fileName, first: seen.get(fileName)! }) });
    else {
      seen.set(fileName, line);
      lines.push({ line, fileName, bibs: read.bibs });
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, lines };
}
