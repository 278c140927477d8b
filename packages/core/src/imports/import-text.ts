/** Text the database cannot store (NUL, other control characters, broken UTF-16) refuses an import line by line. */
import { isSafeText } from '../validation/safe-text.ts';
import type { CsvRecord } from './csv.ts';
import type { ProblemList } from './import-problems.ts';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';

const t = messages.imports.text;
const isSafe = (text: string) => isSafeText(text, { multiline: true });

/** Each CSV line with a cell holding such characters. */
export function checkCsvText(records: readonly CsvRecord[], problems: ProblemList): void {
  for (const record of records) {
    if (!record.fields.every(isSafe)) problems.add(fill(messages.imports.csv.line, { line: record.line, message: t.badCharacters }), { row: record.line });
  }
}

/** Each string or key of a parsed JSON file holding such characters, named by its path; iterative, so any depth is fine. */
export function checkJsonText(value: unknown, problems: ProblemList): void {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (!isSafe(current)) problems.add(fill(t.at, { where: path || t.theFile, message: t.badCharacters }), path ? { field: path } : {});
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (!isSafe(key)) problems.add(fill(t.at, { where: path || t.theFile, message: t.badFieldName }), path ? { field: path } : {});
        pending.push({ value: item, path: itemPath });
      }
    }
  }
}
