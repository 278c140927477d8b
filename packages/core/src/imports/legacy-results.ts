/**
 * resultados of the old platform → `results` rows. Strict on what rankings rest on (bib, name,
 * modality, branch, times, flags); positions (pG, pR, pCat, ab) are not read: they are recomputed.
 */
import { OPEN_MAX_AGE, OPEN_MIN_AGE } from '../results/categories.ts';
import { parseControlCode } from '../results/controls.ts';
import { normalizeForSearch } from '../results/search.ts';
import type { Branch, ResultRow, Split } from '../results/types.ts';
import type { ImportedCheckpoint } from './import.types.ts';
import type { ProblemList } from './import-problems.ts';
import { MAX_DB_INTEGER, MAX_NAME_LENGTH, readBib, readBranch, readDuration } from './import-values.ts';
import { readInstant } from './local-time.ts';
import { DEFAULT_CONTROL_KIND, MAX_CHECKPOINT_NUMBER } from './legacy-checkpoints.ts';
import { findModalityCode, type LegacyModalities } from './legacy-modalities.ts';
import { entriesOf, isRecord, isSet, looseBoolean, looseInteger, looseNumber, looseText, shown, type JsonRecord } from './legacy-values.ts';
import { DEFAULT_WINNERS_COUNT } from './modality-catalog.ts';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';

export interface LegacyResultsContext {
  legacy: LegacyModalities;
  /** puntosDeControl; when it came empty, checkpoints are created from the splits into it. */
  checkpoints: ImportedCheckpoint[];
  deriveCheckpoints: boolean;
  timeZone: string;
  problems: ProblemList;
  notices: string[];
}

const t = messages.imports.legacy.results;

export function readLegacyResults(section: unknown, context: LegacyResultsContext): ResultRow[] {
  if (section === undefined || section === null || section === '') return [];
  const entries = entriesOf(section);
  if (!entries) {
    context.problems.add(t.notList, { field: 'resultados' });
    return [];
  }
  const positionByBib = new Map<number, number>();
  const createdCategories: string[] = [];
  let droppedSplits = 0;
  const rows: ResultRow[] = [];
  entries.forEach(({ value }, index) => {
    const reader = new RowReader(value, index + 1, context);
    const row = reader.read(positionByBib, createdCategories);
    droppedSplits += reader.droppedSplits;
    if (row) rows.push(row);
  });
  const created = createdCategories.length;
  if (created === 1) context.notices.push(fill(t.categoriesCreated.one, { list: createdCategories[0]! }));
  else if (created > 1) context.notices.push(fill(t.categoriesCreated.many, { count: created, list: createdCategories.join(', ') }));
  if (droppedSplits === 1) context.notices.push(t.splitsDropped.one);
  else if (droppedSplits > 1) context.notices.push(fill(t.splitsDropped.many, { count: droppedSplits }));
  return rows;
}

class RowReader {
  droppedSplits = 0;
  private readonly data: JsonRecord;
  private label: string;
  private failed = false;

  constructor(
    value: unknown,
    private readonly position: number,
    private readonly context: LegacyResultsContext,
  ) {
    this.data = isRecord(value) ? value : {};
    this.label = fill(t.label, { position });
    if (!isRecord(value)) this.report(t.notObject);
  }

  private report(message: string, field?: string): void {
    this.failed = true;
    this.context.problems.add(fill(messages.imports.text.at, { where: this.label, message }), { row: this.position, ...(field ? { field } : {}) });
  }

  read(positionByBib: Map<number, number>, createdCategories: string[]): ResultRow | null {
    if (this.failed) return null;
    const { data } = this;
    const bib = readBib(looseText(data.num) ?? '');
    if (bib === null) this.report(data.num === undefined ? t.bibMissing : fill(t.badBib, { value: shown(data.num) }), 'num');
    else {
      this.label = fill(t.labelWithBib, { position: this.position, bib });
      const earlier = positionByBib.get(bib);
      if (earlier !== undefined) this.report(fill(t.bibRepeated, { earlier }), 'num');
      else positionByBib.set(bib, this.position);
    }

    const name = looseText(data.nombre) ?? [looseText(data.nombres), looseText(data.apellidos)].filter(Boolean).join(' ');
    if (name === '') this.report(t.nameMissing, 'nombre');
    else if (name.length > MAX_NAME_LENGTH) this.report(fill(t.nameTooLong, { max: MAX_NAME_LENGTH }), 'nombre');

    const modalityText = looseText(data.codMod) ?? looseText(data.mod);
    const modalityCode = findModalityCode(looseText(data.codMod), this.context.legacy) ?? findModalityCode(looseText(data.mod), this.context.legacy);
    if (!modalityText) this.report(t.modalityMissing, 'codMod');
    else if (!modalityCode) this.report(fill(t.unknownModality, { text: modalityText }), 'codMod');

    const branchText = looseText(data.gen) ?? '';
    const branch = readBranch(branchText);
    if (!branch) this.report(branchText === '' ? t.branchMissing : fill(t.badBranch, { text: branchText }), 'gen');

    const categoryCode = modalityCode && branch ? this.category(modalityCode, branch, createdCategories) : null;

    const officialTimeMs = this.officialTime();
    const realTimeMs = this.duration(data.tc, 'tc', t.realTime);
    const arrivedAt = this.instant(data.fhm, 'fhm', t.arrival);
    const splits = this.splits(modalityCode);
    const flag = (field: string): boolean => {
      const answer = looseBoolean(data[field]);
      if (answer === 'invalid') this.report(fill(t.badFlag, { field, value: shown(data[field]) }), field);
      return answer === true;
    };
    const row: ResultRow = {
      bib: bib ?? 0,
      name,
      modalityCode: modalityCode ?? '',
      branch: branch ?? 'M',
      categoryCode: categoryCode ?? '',
      officialTimeMs,
      realTimeMs,
      arrivedAt,
      splits,
      startRecorded: startRecorded(data.registroSalida),
      deleted: flag('borrado'),
      dnf: flag('dnf'),
      dnfOverTime: flag('dnfPlus'),
      dq: flag('dq'),
      dns: flag('dns'),
    };
    const rowType = looseInteger(data.typeRow, -MAX_DB_INTEGER, MAX_DB_INTEGER);
    if (typeof rowType === 'number') row.rowType = rowType;
    return this.failed ? null : row;
  }

  /** codCat (or cat) by code, then by name; a category seen only here is created, hidden. */
  private category(modalityCode: string, branch: Branch, created: string[]): string | null {
    const codeText = looseText(this.data.codCat);
    const nameText = looseText(this.data.cat);
    if (!codeText && !nameText) {
      this.report(t.categoryMissing, 'codCat');
      return null;
    }
    const modality = this.context.legacy.modalities.find((candidate) => candidate.code === modalityCode)!;
    const inBranch = modality.categories.filter((category) => category.branch === branch);
    const matches = (text: string | undefined, pick: (category: { code: string; name: string }) => string) =>
      text === undefined ? undefined : inBranch.find((category) => normalizeForSearch(pick(category)) === normalizeForSearch(text));
    const found =
      matches(codeText, (c) => c.code) ?? matches(nameText, (c) => c.code) ?? matches(nameText, (c) => c.name) ?? matches(codeText, (c) => c.name);
    if (found) return found.code;
    const code = (codeText ?? nameText)!;
    modality.categories.push({
      code,
      name: nameText ?? code,
      branch,
      minAge: OPEN_MIN_AGE,
      maxAge: OPEN_MAX_AGE,
      winnersCount: DEFAULT_WINNERS_COUNT,
      isOverall: false,
      hidden: true,
      sortOrder: modality.categories.length + 1,
    });
    created.push(fill(t.createdCategory, { modality: modalityCode, branch, code }));
    return code;
  }

  /** toMS (milliseconds; 0 = not finished) when present, otherwise to ('hh:mm:ss'). */
  private officialTime(): number | null {
    const { data } = this;
    if (data.toMS !== undefined && data.toMS !== null && data.toMS !== '') {
      const ms = looseNumber(data.toMS);
      if (ms === 'invalid' || (ms !== null && (ms < 0 || ms > MAX_DB_INTEGER))) {
        this.report(fill(t.badOfficialMs, { value: shown(data.toMS) }), 'toMS');
        return null;
      }
      return ms === null || ms === 0 ? null : Math.round(ms);
    }
    return this.duration(data.to, 'to', t.officialTime);
  }

  /** 'hh:mm:ss[.mmm]' text, or a number of milliseconds. */
  private duration(value: unknown, field: string, label: string): number | null {
    if (value === undefined || value === null) return null;
    if (typeof value === 'number') {
      if (Number.isFinite(value) && value >= 0 && value <= MAX_DB_INTEGER) return value === 0 ? null : Math.round(value);
    } else if (typeof value === 'string') {
      const ms = readDuration(value);
      if (ms !== 'invalid') return ms;
    }
    this.report(fill(t.badDuration, { label, value: shown(value), field }), field);
    return null;
  }

  private instant(value: unknown, field: string, label: string): string | null {
    if (value === undefined || value === null) return null;
    if (typeof value === 'number' && Number.isFinite(value)) return value === 0 ? null : new Date(value).toISOString();
    const instant = typeof value === 'string' ? readInstant(value, this.context.timeZone) : 'invalid';
    if (instant !== 'invalid') return instant;
    this.report(fill(t.badInstant, { label, value: shown(value), field }), field);
    return null;
  }

  /** parciales: kpc (point × 1000 + lap), tkpc (time), fechaHoraPunto; pCat is recomputed. */
  private splits(modalityCode: string | null): Split[] {
    const stored = this.data.parciales;
    if (stored === undefined || stored === null || stored === '') return [];
    const entries = entriesOf(stored);
    if (!entries) {
      this.report(t.splitsNotList, 'parciales');
      return [];
    }
    const byCode = new Map<number, Split>();
    for (const { value } of entries) {
      const split = isRecord(value) ? value : {};
      const code = looseInteger(split.kpc, 1000, MAX_CHECKPOINT_NUMBER * 1000 + 999);
      if (typeof code !== 'number') {
        this.report(fill(t.badSplitCode, { value: shown(split.kpc) }), 'kpc');
        continue;
      }
      const timeMs = this.duration(split.tkpc, 'tkpc', fill(t.splitTime, { code }));
      const at = this.instant(split.fechaHoraPunto, 'fechaHoraPunto', fill(t.splitInstant, { code }));
      if (timeMs === null || !this.knownControl(code, modalityCode)) continue;
      const earlier = byCode.get(code);
      if (earlier) this.droppedSplits += 1;
      if (earlier && earlier.timeMs <= timeMs) continue;
      byCode.set(code, at ? { controlCode: code, timeMs, at } : { controlCode: code, timeMs });
    }
    return [...byCode.values()].sort((a, b) => a.controlCode - b.controlCode);
  }

  /** The split's checkpoint must be in puntosDeControl, unless that section came empty. */
  private knownControl(code: number, modalityCode: string | null): boolean {
    const { pointNumber, lap } = parseControlCode(code);
    let checkpoint = this.context.checkpoints.find((candidate) => candidate.number === pointNumber);
    if (!checkpoint && !this.context.deriveCheckpoints) {
      this.report(fill(t.splitOutsideCheckpoints, { code, point: pointNumber }), 'kpc');
      return false;
    }
    if (!checkpoint) {
      checkpoint = { number: pointNumber, description: fill(messages.imports.defaultCheckpoint, { number: pointNumber }), laps: [] };
      this.context.checkpoints.push(checkpoint);
    }
    if (modalityCode && this.context.deriveCheckpoints && !checkpoint.laps.some((l) => l.modalityCode === modalityCode && l.lap === lap)) {
      checkpoint.laps.push({ modalityCode, lap, kind: DEFAULT_CONTROL_KIND });
    }
    return true;
  }
}

/** registroSalida: absent, empty, 0, false or the unset '0000-00-00…' mean no start record. */
function startRecorded(value: unknown): boolean {
  if (typeof value === 'string' && /^0000-00-00/.test(value.trim())) return false;
  return isSet(value);
}
