/**
 * Import of an event exported from the old platform: the record eventosCompletos/{id} with
 * detalleEvento, configuracion, modalidades, puntosDeControl, resultados, convocatoria and
 * fotosEvento (mapping: README.md in this folder). Everything is validated first: any problem
 * means no data, only the list of problems.
 */
import type { ImportOutcome } from './import.types.ts';
import { ProblemList } from './import-problems.ts';
import { checkJsonText } from './import-text.ts';
import { readLegacyCheckpoints } from './legacy-checkpoints.ts';
import { legacyEventDate, readLegacyEvent } from './legacy-event.ts';
import { readLegacyModalities } from './legacy-modalities.ts';
import { readLegacyResults } from './legacy-results.ts';
import { entriesOf, isRecord, type JsonRecord } from './legacy-values.ts';
import { DEFAULT_IMPORT_TIME_ZONE, isValidTimeZone } from './local-time.ts';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';

export interface LegacyImportOptions {
  /** Zone of the file's local date-times (fhm, hS, fechaHoraPunto). Default America/Mexico_City. */
  timeZone?: string;
}

const t = messages.imports.legacy;

/** `json` is the parsed file, or its text. */
export function parseLegacyEventJson(json: unknown, options: LegacyImportOptions = {}): ImportOutcome {
  const timeZone = options.timeZone ?? DEFAULT_IMPORT_TIME_ZONE;
  if (!isValidTimeZone(timeZone)) return fail(fill(messages.imports.badTimeZone, { timeZone }));
  const parsed = typeof json === 'string' ? parseText(json) : { value: json };
  if ('error' in parsed) return fail(parsed.error);
  const unwrapped = unwrap(parsed.value);
  if ('error' in unwrapped) return fail(unwrapped.error);
  const record = unwrapped.value;

  const problems = new ProblemList();
  const notices: string[] = [];
  checkJsonText(record, problems);
  if (!isRecord(record.detalleEvento)) problems.add(t.noDetail, { field: 'detalleEvento' });
  const hasModalities = record.modalidades !== undefined && record.modalidades !== null;
  if (!hasModalities) problems.add(t.noModalities, { field: 'modalidades' });
  const detail = isRecord(record.detalleEvento) ? record.detalleEvento : null;
  const photos = isRecord(record.fotosEvento) ? record.fotosEvento.configuracionFotos : undefined;
  const event = detail
    ? readLegacyEvent(
        { detail, configuration: record.configuracion, callDocument: record.convocatoria, photoConfig: photos },
        { timeZone, problems, notices },
      )
    : null;
  const eventDate = detail ? legacyEventDate(detail) : null;

  // Without modalities every checkpoint and result would fail on its modality: say it once.
  if (!hasModalities) return { ok: false, problems: problems.capped() };
  const legacy = readLegacyModalities(record.modalidades, { eventDate, timeZone, problems });
  const checkpoints = readLegacyCheckpoints(record.puntosDeControl, legacy, problems);
  const deriveCheckpoints = (entriesOf(record.puntosDeControl) ?? []).length === 0;
  const results = readLegacyResults(record.resultados, { legacy, checkpoints, deriveCheckpoints, timeZone, problems, notices });
  if (deriveCheckpoints && checkpoints.length > 0) {
    const count = checkpoints.length;
    notices.push(count === 1 ? t.checkpointsCreated.one : fill(t.checkpointsCreated.many, { count }));
    const order = (code: string) => legacy.modalities.findIndex((modality) => modality.code === code);
    checkpoints.sort((a, b) => a.number - b.number);
    for (const checkpoint of checkpoints) checkpoint.laps.sort((a, b) => order(a.modalityCode) - order(b.modalityCode) || a.lap - b.lap);
  }

  if (!problems.isEmpty || !event) return { ok: false, problems: problems.capped() };
  return { ok: true, data: { event, modalities: legacy.modalities, checkpoints, results }, notices };
}

function fail(message: string): ImportOutcome {
  return { ok: false, problems: [{ message }] };
}

function parseText(text: string): { value: unknown } | { error: string } {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    return { value: JSON.parse(source) as unknown };
  } catch (error) {
    const position = error instanceof Error ? /position (\d+)/.exec(error.message) : null;
    if (!position) return { error: messages.imports.notJson };
    const before = source.slice(0, Number(position[1]));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    return { error: fill(t.badJsonAt, { line, column }) };
  }
}

/** The event record itself, or a file holding { eventosCompletos: { id: record } } with one event. */
function unwrap(value: unknown): { value: JsonRecord } | { error: string } {
  if (isRecord(value) && value.eventosCompletos !== undefined) {
    const events = entriesOf(value.eventosCompletos) ?? [];
    if (events.length !== 1) {
      return { error: fill(t.manyEvents, { count: events.length }) };
    }
    return unwrap(events[0]!.value);
  }
  const sections = ['detalleEvento', 'modalidades', 'resultados', 'configuracion', 'puntosDeControl'];
  if (!isRecord(value) || !sections.some((section) => section in value)) return { error: t.notAnEvent };
  return { value };
}
