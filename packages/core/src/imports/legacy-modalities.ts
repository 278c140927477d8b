/** modalidades (modalidad_N) of the old platform → `modalities` and `categories` rows. */
import { OPEN_MAX_AGE, OPEN_MIN_AGE } from '../results/categories.ts';
import { normalizeForSearch } from '../results/search.ts';
import type { Branch } from '../results/types.ts';
import { parseIsoDate } from '../dates/iso-date.ts';
import type { ImportedCategory, ImportedModality, ImportedStartWave } from './import.types.ts';
import type { ProblemList } from './import-problems.ts';
import { readBranch } from './import-values.ts';
import { localToIso, readClockTime, readInstant } from './local-time.ts';
import { entriesOf, isRecord, isSet, keyNumber, looseInteger, looseText, shown, type JsonRecord } from './legacy-values.ts';
import { DEFAULT_WINNERS_COUNT } from './modality-catalog.ts';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';

const MAX_ORDER = 1_000_000;

export interface LegacyModalities {
  modalities: ImportedModality[];
  /** Section key ('modalidad_2', a push id) → modality code, for references by key. */
  codeByKey: Map<string, string>;
}

interface Context {
  eventDate: string | null;
  timeZone: string;
  problems: ProblemList;
}

const t = messages.imports.legacy.modalities;

export function readLegacyModalities(section: unknown, context: Context): LegacyModalities {
  const codeByKey = new Map<string, string>();
  const entries = entriesOf(section);
  if (!entries) {
    context.problems.add(t.notList, { field: 'modalidades' });
    return { modalities: [], codeByKey };
  }
  const modalities: ImportedModality[] = [];
  entries.forEach(({ key, value }, index) => {
    const modality = readModality(key, value, index, context);
    if (!modality) return;
    if (modalities.some((other) => other.code === modality.code)) {
      context.problems.add(fill(t.codeRepeated, { key, code: modality.code }), { row: index + 1, field: 'codigoModalidad' });
      return;
    }
    modalities.push(modality);
    codeByKey.set(key, modality.code);
  });
  modalities.sort((a, b) => a.sortOrder - b.sortOrder);
  return { modalities, codeByKey };
}

function readModality(key: string, value: unknown, index: number, context: Context): ImportedModality | null {
  const row = index + 1;
  if (!isRecord(value)) {
    context.problems.add(fill(t.notObject, { key }), { row });
    return null;
  }
  const code = looseText(value.codigoModalidad);
  if (!code) {
    context.problems.add(fill(t.codeMissing, { key }), { row, field: 'codigoModalidad' });
    return null;
  }
  const label = fill(t.label, { code });
  const shortName = looseText(value.modalidad);
  const longName = looseText(value.descripcionModalidad);
  const name = shortName ?? longName ?? code;
  const description = [longName === name ? undefined : longName, looseText(value.descripcionModalidadExtra)]
    .filter((part) => part !== undefined)
    .join('\n');
  const order = looseInteger(value.order, -MAX_ORDER, MAX_ORDER);
  if (order === 'invalid') context.problems.add(fill(t.badOrder, { label, value: shown(value.order) }), { row, field: 'order' });
  const configuration = isRecord(value.configModalidad) ? value.configModalidad : {};
  return {
    code,
    name,
    description,
    sortOrder: typeof order === 'number' ? order : (keyNumber(key) ?? row),
    hidden: isSet(value.hide),
    isBackyard: isSet(value.backyard) || isSet(configuration.backyard),
    startWaves: readStartWaves(value.hSalidas, label, row, context),
    categories: readCategories(value.ramaCat, label, row, context),
  };
}

/** hSalidas: one {hS, descripcionSerie} or a list of them. hS is a date-time or a time of day. */
function readStartWaves(value: unknown, label: string, row: number, context: Context): ImportedStartWave[] {
  if (value === undefined || value === null || value === '') return [];
  const waves = isRecord(value) && ('hS' in value || 'descripcionSerie' in value) ? [value] : entriesOf(value)?.map((e) => e.value);
  if (!waves) {
    context.problems.add(fill(t.wavesNotList, { label }), { row, field: 'hSalidas' });
    return [];
  }
  return waves.flatMap((wave) => {
    if (!isRecord(wave)) return [];
    const text = looseText(wave.hS) ?? '';
    let startAt = readInstant(text, context.timeZone);
    if (startAt === 'invalid' && readClockTime(text) !== null) {
      // A time of day is on the event date (when that date is bad, it is reported on its own).
      const date = context.eventDate ? parseIsoDate(context.eventDate) : null;
      startAt = date ? localToIso(date, text, context.timeZone) : null;
    }
    if (startAt === 'invalid') {
      context.problems.add(fill(t.badWave, { label, value: shown(wave.hS) }), { row, field: 'hS' });
      return [];
    }
    return [{ name: looseText(wave.descripcionSerie) ?? '', startAt }];
  });
}

/** ramaCat.rama_{F|M|V}.categorias.categoria_{code}. */
function readCategories(value: unknown, label: string, row: number, context: Context): ImportedCategory[] {
  if (value === undefined || value === null || value === '') return [];
  const branches = entriesOf(value);
  if (!branches) {
    context.problems.add(fill(t.branchesNotList, { label }), { row, field: 'ramaCat' });
    return [];
  }
  const categories: ImportedCategory[] = [];
  for (const { key, value: branchValue } of branches) {
    const branch = readBranch(key.replace(/^rama_?/i, ''));
    if (!branch) {
      context.problems.add(fill(t.badBranch, { label, key }), { row, field: 'ramaCat' });
      continue;
    }
    const list = isRecord(branchValue) ? entriesOf(branchValue.categorias) : null;
    if (!list) {
      if (isRecord(branchValue) && branchValue.categorias === undefined) continue;
      context.problems.add(fill(t.categoriesNotList, { label, path: `${key}.categorias` }), { row, field: 'categorias' });
      continue;
    }
    for (const entry of list) {
      const category = readCategory(entry.key, entry.value, branch, `${label}, ${key}`, row, context);
      if (!category) continue;
      if (categories.some((other) => other.branch === branch && other.code === category.code)) {
        context.problems.add(fill(t.categoryRepeated, { label, code: category.code, branch }), { row, field: 'categorias' });
        continue;
      }
      categories.push({ ...category, sortOrder: category.sortOrder || categories.length + 1 });
    }
  }
  return categories;
}

function readCategory(
  key: string,
  value: unknown,
  branch: Branch,
  label: string,
  row: number,
  context: Context,
): ImportedCategory | null {
  if (!isRecord(value)) {
    context.problems.add(fill(t.categoryNotObject, { label, key }), { row });
    return null;
  }
  const code = looseText(value.codigo) ?? key.replace(/^categoria_/i, '');
  const where = fill(t.categoryLabel, { label, code });
  const integer = (field: string, min: number, max: number, fallback: number): number => {
    const number = looseInteger((value as JsonRecord)[field], min, max);
    if (number !== 'invalid') return number ?? fallback;
    context.problems.add(fill(t.badInteger, { where, field, value: shown((value as JsonRecord)[field]), min, max }), {
      row,
      field,
    });
    return fallback;
  };
  return {
    code,
    name: looseText(value.nombreCategoria) ?? code,
    branch,
    minAge: integer('edadDesde', OPEN_MIN_AGE, OPEN_MAX_AGE, OPEN_MIN_AGE),
    maxAge: integer('edadHasta', OPEN_MIN_AGE, OPEN_MAX_AGE, OPEN_MAX_AGE),
    winnersCount: integer('cantidadGanadores', 0, 1000, DEFAULT_WINNERS_COUNT),
    isOverall: isSet(value.absolutos),
    hidden: isSet(value.hide),
    sortOrder: integer('order', 0, MAX_ORDER, 0),
  };
}

/** Resolves a modality reference by code, section key or name (case- and accent-insensitive). */
export function findModalityCode(text: string | undefined, legacy: LegacyModalities): string | null {
  if (text === undefined) return null;
  const exact = legacy.modalities.find((modality) => modality.code === text) ?? null;
  if (exact) return exact.code;
  const byKey = legacy.codeByKey.get(text);
  if (byKey) return byKey;
  const key = normalizeForSearch(text);
  const found =
    legacy.modalities.find((modality) => normalizeForSearch(modality.code) === key) ??
    legacy.modalities.find((modality) => normalizeForSearch(modality.name) === key);
  return found?.code ?? null;
}
