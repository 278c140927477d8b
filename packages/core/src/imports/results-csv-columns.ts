/**
 * The columns of a results CSV: documented Spanish headers, read ignoring case, accents, spaces
 * and hyphens ('Tiempo Oficial' = 'tiempo_oficial'), plus one split column per control.
 */
import { controlCode } from '../results/controls.ts';
import { editDistance, normalizeKey } from './import-values.ts';
import type { ProblemList } from './import-problems.ts';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';

/** The documented headers, in the order a template lists them. */
export const RESULTS_CSV_COLUMNS = [
  'numero',
  'nombre',
  'modalidad',
  'rama',
  'categoria',
  'tiempo_oficial',
  'tiempo_real',
  'hora_llegada',
  'registro_salida',
  'dnf',
  'dnf_plus',
  'dq',
  'dns',
  'borrado',
] as const;
export type ResultsCsvColumn = (typeof RESULTS_CSV_COLUMNS)[number];

export const REQUIRED_RESULTS_CSV_COLUMNS: readonly ResultsCsvColumn[] = ['numero', 'nombre', 'modalidad', 'rama', 'categoria'];

/** Other spellings accepted for a documented header (normalized). */
const aliases: Record<string, ResultsCsvColumn> = {
  num: 'numero',
  dorsal: 'numero',
  folio: 'numero',
  distancia: 'modalidad',
  genero: 'rama',
  sexo: 'rama',
  tiempo: 'tiempo_oficial',
  tiempo_chip: 'tiempo_real',
  salida: 'registro_salida',
  dnfplus: 'dnf_plus',
  'dnf+': 'dnf_plus',
};

const splitPattern = /^parcial_(\d{1,4})(?:_(\d{1,3}))?$/;

export interface SplitColumn {
  index: number;
  header: string;
  pointNumber: number;
  lap: number;
  controlCode: number;
}

export interface ResultsCsvHeader {
  /** Column index of each documented header present. */
  columns: Partial<Record<ResultsCsvColumn, number>>;
  /** The header as written, by index (for messages). */
  written: string[];
  splits: SplitColumn[];
}

const t = messages.imports.columns;

/**
 * Maps the header line. Unknown columns are problems (a typo must not drop data silently), as are
 * repeated columns and missing required ones. Columns with an empty header are allowed only when
 * the whole column is empty (Excel's trailing delimiter); the caller checks that.
 */
export function readHeader(fields: readonly string[], problems: ProblemList, line: number): ResultsCsvHeader {
  const header: ResultsCsvHeader = { columns: {}, written: fields.map((field) => field.trim()), splits: [] };
  const seen = new Map<string, string>();
  fields.forEach((raw, index) => {
    const written = raw.trim();
    if (written === '') return;
    const key = normalizeKey(written);
    const documented = (RESULTS_CSV_COLUMNS as readonly string[]).includes(key) ? (key as ResultsCsvColumn) : aliases[key];
    const split = splitPattern.exec(key);
    const identity = documented ?? (split ? `parcial ${controlCode(Number(split[1]), Number(split[2] ?? 1))}` : null);
    if (identity === null) {
      problems.add(fill(t.unknown, { column: written, hint: suggestion(key) }), { row: line, field: written });
      return;
    }
    const earlier = seen.get(identity);
    if (earlier !== undefined) {
      const message =
        earlier === written ? fill(t.repeated, { column: written }) : fill(t.repeats, { column: written, earlier });
      problems.add(message, { row: line, field: written });
      return;
    }
    seen.set(identity, written);
    if (documented) {
      header.columns[documented] = index;
      return;
    }
    const pointNumber = Number(split![1]);
    const lap = Number(split![2] ?? 1);
    if (pointNumber < 1 || lap < 1) {
      problems.add(fill(t.splitFromOne, { column: written }), { row: line, field: written });
      return;
    }
    header.splits.push({ index, header: written, pointNumber, lap, controlCode: controlCode(pointNumber, lap) });
  });
  for (const column of REQUIRED_RESULTS_CSV_COLUMNS) {
    if (header.columns[column] === undefined) problems.add(fill(t.missing, { column }), { row: line, field: column });
  }
  header.splits.sort((a, b) => a.controlCode - b.controlCode);
  return header;
}

/** ' (¿quisiste decir "tiempo_oficial"?)' when a documented header is one or two edits away. */
function suggestion(key: string): string {
  if (key.startsWith('parcial')) return t.splitHint;
  let best: { column: string; distance: number } | null = null;
  for (const column of RESULTS_CSV_COLUMNS) {
    const distance = editDistance(key, column);
    if (distance <= 2 && (!best || distance < best.distance)) best = { column, distance };
  }
  return best ? fill(t.didYouMean, { column: best.column }) : '';
}
