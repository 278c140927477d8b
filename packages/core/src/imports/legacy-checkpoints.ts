/** puntosDeControl of the old platform → `checkpoints` rows with their laps per modality. */
import type { ImportedCheckpoint, ImportedCheckpointLap } from './import.types.ts';
import type { ProblemList } from './import-problems.ts';
import { entriesOf, isRecord, keyNumber, looseInteger, looseNumber, looseText, shown } from './legacy-values.ts';
import { findModalityCode, type LegacyModalities } from './legacy-modalities.ts';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';

/** Largest checkpoint number whose control codes (number × 1000 + lap) fit an integer column. */
export const MAX_CHECKPOINT_NUMBER = 2_147_482;
/** Laps are 0..999: the lap is the control code's last three digits. */
export const MAX_LAP = 999;
/** tipoControl given when a lap does not say. */
export const DEFAULT_CONTROL_KIND = 1;

const t = messages.imports.legacy.checkpoints;

export function readLegacyCheckpoints(section: unknown, legacy: LegacyModalities, problems: ProblemList): ImportedCheckpoint[] {
  if (section === undefined || section === null || section === '') return [];
  const entries = entriesOf(section);
  if (!entries) {
    problems.add(t.notList, { field: 'puntosDeControl' });
    return [];
  }
  const checkpoints: ImportedCheckpoint[] = [];
  entries.forEach(({ key, value }, index) => {
    const row = index + 1;
    if (!isRecord(value)) {
      problems.add(fill(t.notObject, { key }), { row });
      return;
    }
    const stored = looseInteger(value.kNroPunto, 1, MAX_CHECKPOINT_NUMBER);
    const number = stored ?? keyNumber(key);
    if (number === 'invalid' || number === null || number < 1 || number > MAX_CHECKPOINT_NUMBER) {
      problems.add(fill(t.badNumber, { key, value: shown(value.kNroPunto) }), { row, field: 'kNroPunto' });
      return;
    }
    if (checkpoints.some((other) => other.number === number)) {
      problems.add(fill(t.numberRepeated, { number }), { row, field: 'kNroPunto' });
      return;
    }
    const description = looseText(value.descripcionFinalPunto) ?? looseText(value.descripcionPunto) ?? fill(messages.imports.defaultCheckpoint, { number });
    const checkpoint: ImportedCheckpoint = {
      number,
      description,
      laps: readLaps(value.modalidadesPuntoDeControl, fill(t.label, { number }), row, legacy, problems),
    };
    const distanceKm = readDistance(value, description);
    if (distanceKm !== undefined) checkpoint.distanceKm = distanceKm;
    checkpoints.push(checkpoint);
  });
  return checkpoints.sort((a, b) => a.number - b.number);
}

/** modalidadesPuntoDeControl: per modality (by codigoModalidad or key), its laps {lap, tipoControl}. */
function readLaps(
  value: unknown,
  label: string,
  row: number,
  legacy: LegacyModalities,
  problems: ProblemList,
): ImportedCheckpointLap[] {
  const entries = entriesOf(value) ?? [];
  const laps: ImportedCheckpointLap[] = [];
  for (const entry of entries) {
    const data = isRecord(entry.value) ? entry.value : {};
    const reference = looseText(data.codigoModalidad) ?? looseText(data.codMod) ?? looseText(data.modalidad) ?? entry.key;
    const modalityCode = findModalityCode(reference, legacy);
    if (!modalityCode) {
      problems.add(fill(t.unknownModality, { label, reference }), { row, field: 'modalidadesPuntoDeControl' });
      continue;
    }
    const lapEntries = entriesOf(data.laps);
    const stored = lapEntries && lapEntries.length > 0 ? lapEntries : [{ key: '1', value: {} }];
    stored.forEach((lapEntry, position) => {
      const lapData = isRecord(lapEntry.value) ? lapEntry.value : {};
      const lapKey = /^lap_?(\d{1,3})$/i.exec(lapEntry.key);
      const lap = looseInteger(lapData.lap, 0, MAX_LAP) ?? (lapKey ? Number(lapKey[1]) : position + 1);
      const kind = looseInteger(lapData.tipoControl, 0, 1000) ?? DEFAULT_CONTROL_KIND;
      if (lap === 'invalid' || lap > MAX_LAP || kind === 'invalid') {
        problems.add(fill(t.badLap, { label, modality: modalityCode, lap: shown(lapData.lap), kind: shown(lapData.tipoControl) }), {
          row,
          field: 'laps',
        });
        return;
      }
      if (!laps.some((other) => other.modalityCode === modalityCode && other.lap === lap)) laps.push({ modalityCode, lap, kind });
    });
  }
  const order = (code: string) => legacy.modalities.findIndex((modality) => modality.code === code);
  return laps.sort((a, b) => order(a.modalityCode) - order(b.modalityCode) || a.lap - b.lap);
}

/** A stored distance (km, kmPunto, distancia), or one written in the description ('KM 5', '10.5 km'). */
function readDistance(value: Record<string, unknown>, description: string): number | undefined {
  for (const field of ['distanceKm', 'kmPunto', 'km', 'distancia']) {
    const number = looseNumber(value[field]);
    if (typeof number === 'number' && number >= 0) return number;
  }
  const match = /(\d+(?:[.,]\d+)?)\s*km\b/i.exec(description) ?? /\bkm\s*(\d+(?:[.,]\d+)?)/i.exec(description);
  return match ? Number(match[1]!.replace(',', '.')) : undefined;
}
