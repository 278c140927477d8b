import {
  DEFAULT_PRICE_KEY,
  fill,
  localStartOf,
  messages,
  startInstantOf,
  type AccountView,
  type ModalitySetup,
  type ModalitySetupView,
  type StartWave,
} from '@dorsal/core';
import type { Db, Trx } from '../../../../db/database.ts';
import { AppError, notFound } from '../../../../lib/errors.ts';
import { setCapacity } from '../../../../lib/capacity-lock.ts';
import type { RequireEventAccess } from '../../event-access.ts';
import type { EventSetupRepository } from '../event/event-setup.repository.ts';
import type { ModalitySetupRepository, StoredModalitySetup } from './modality-setup.repository.ts';

const t = messages.eventSetup.modalities;
const refuse = (field: string, message: string) => new AppError(400, 'validation', message, { [field]: message });

/** The stored waves as the form shows them: wall-clock starts in the event's zone, a name even where none was stored. */
const wavesView = (waves: readonly StartWave[], timeZone: string) =>
  waves.map((wave) => ({ name: wave.name.trim() || t.defaultWaveName, start: wave.startAt ? localStartOf(wave.startAt, timeZone) : '', bibFrom: wave.bibFrom ?? null, bibTo: wave.bibTo ?? null }));

function toView(row: StoredModalitySetup, timeZone: string): ModalitySetupView {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    sortOrder: row.sortOrder,
    hidden: row.hidden,
    hideEventFields: row.hideEventFields ?? false,
    hideProducts: row.hideProducts ?? false,
    waves: wavesView(row.startWaves, timeZone),
    capacity: row.capacity ?? null,
    taken: row.taken ?? 0,
    firstBib: row.nextBib ?? 1,
    teamSize: row.teamSize,
    distanceKm: row.distanceKm === null ? null : Math.round(row.distanceKm * 1000) / 1000, // stored as real: 42.195 reads 42.19499…
    paceFloorMsPerKm: row.paceFloorMsPerKm,
    isBackyard: row.isBackyard,
    priceWindows: row.priceWindows ?? [],
    categories: row.categories.map(({ branch, code, name, minAge, maxAge, isOverall, winnersCount, hidden }) => ({
      branch, code, name, minAge, maxAge, isOverall, winnersCount, hidden, priceKey: row.categoryPriceKeys?.[code] ?? DEFAULT_PRICE_KEY,
    })),
  };
}

/**
 * Modalities as the organizer sets them up: identity by code, the start in the event's zone, places
 * checked against those already taken under the counter's lock, categories replaced as a whole.
 * Nothing is half-saved; each save is one row of the event's change log.
 */
export function createModalitySetupService(deps: {
  db: Db;
  modalities: ModalitySetupRepository;
  setup: EventSetupRepository;
  requireEventAccess: RequireEventAccess;
  /** Called after a change commits (the registration wizard's cached configuration of the event). */
  onChanged?: (eventId: number) => void;
}) {
  async function view(eventId: number, code: string, timeZone: string) {
    const row = (await deps.modalities.list(eventId)).find((candidate) => candidate.code === code);
    if (!row) throw notFound();
    return toView(row, timeZone);
  }

  /**
   * The waves to store: a wave whose wall-clock start did not change keeps its stored instant (to the second, as
   * 'Dar salida' stamped it). Once the modality has times, existing waves keep their starts and stay: only names
   * change and waves are added ('Dar salida' moves the gun and rebuilds the times); their bib ranges stay too, since
   * they decide which gun each athlete's times count from.
   */
  async function startWavesOf(trx: Trx, eventId: number, timeZone: string, modality: ModalitySetup, stored: readonly StartWave[]): Promise<StartWave[]> {
    const moved: number[] = [];
    const rangesMoved: number[] = [];
    const waves = modality.waves.map((wave, index) => {
      const before = stored[index];
      const range = wave.bibFrom !== null && wave.bibTo !== null ? { bibFrom: wave.bibFrom, bibTo: wave.bibTo } : {};
      if ((before?.bibFrom ?? null) !== wave.bibFrom || (before?.bibTo ?? null) !== wave.bibTo) rangesMoved.push(index);
      if (before?.startAt && localStartOf(before.startAt, timeZone) === wave.start) return { name: wave.name, startAt: before.startAt, ...range };
      const startAt = startInstantOf(wave.start, timeZone);
      if (!startAt) throw refuse(`waves.${index}.start`, t.badStart);
      if (before) moved.push(index);
      return { name: wave.name, startAt, ...range };
    });
    const removed = modality.waves.length < stored.length;
    const timed = moved.length > 0 || removed || rangesMoved.length > 0 ? await deps.modalities.hasTimedReadings(trx, eventId, modality.code) : false;
    if (timed && rangesMoved.length > 0 && moved.length === 0 && !removed) {
      const index = rangesMoved[0]!;
      throw refuse(`waves.${index}.bibFrom`, fill(t.waveBibsLocked, { code: modality.code, wave: modality.waves[index]!.name }));
    }
    if (timed) {
      const index = moved[0];
      if (index === undefined) throw refuse('waves', fill(t.waveRemovedLocked, { code: modality.code }));
      const wave = stored[index]!.name.trim() || modality.waves[index]!.name;
      throw refuse(`waves.${index}.start`, fill(t.waveStartLocked, { code: modality.code, wave }));
    }
    return waves;
  }

  async function write(trx: Trx, eventId: number, timeZone: string, modality: ModalitySetup, existing?: { id: number; before: StoredModalitySetup | undefined }) {
    const before = existing?.before;
    const startWaves = await startWavesOf(trx, eventId, timeZone, modality, before?.startWaves ?? []);
    const taken = before?.taken ?? 0;
    if (before && before.teamSize !== modality.teamSize && taken > 0) throw refuse('teamSize', fill(t.teamSizeLocked, { taken }));
    const existingId = existing?.id;
    const { waves: _waves, capacity, firstBib, priceWindows, categories, hideEventFields, hideProducts, ...fields } = modality;
    const id = existingId ?? (await deps.modalities.insert(trx, eventId, { ...fields, startWaves }));
    if (existingId !== undefined) await deps.modalities.update(trx, existingId, { ...fields, startWaves });
    await deps.modalities.replaceCategories(trx, id, categories.map(({ priceKey: _price, ...category }) => category));
    const categoryPriceKeys = Object.fromEntries(categories.filter((c) => c.priceKey !== DEFAULT_PRICE_KEY).map((c) => [c.code, c.priceKey]));
    await deps.modalities.setRegistration(trx, id, eventId, { priceWindows, categoryPriceKeys, hideEventFields, hideProducts });
    const places = await setCapacity(trx, { modalityId: id, eventId, capacity, firstBib });
    if (!places.ok) throw refuse('capacity', fill(t.capacityBelowTaken, { taken: places.taken }));
  }

  return {
    async list(user: AccountView, eventId: number): Promise<ModalitySetupView[]> {
      const { event } = await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      return (await deps.modalities.list(eventId)).map((row) => toView(row, event.timeZone));
    },

    async create(user: AccountView, eventId: number, modality: ModalitySetup): Promise<ModalitySetupView> {
      const event = await deps.db.transaction().execute(async (trx) => {
        const { event: found } = await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        if ((await deps.modalities.findId(trx, eventId, modality.code)) !== undefined) throw refuse('code', fill(t.codeTaken, { code: modality.code }));
        await write(trx, eventId, found.timeZone, modality);
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'modality', changes: { code: modality.code, after: modality } });
        return found;
      });
      deps.onChanged?.(eventId);
      return view(eventId, modality.code, event.timeZone);
    },

    async update(user: AccountView, eventId: number, code: string, modality: ModalitySetup): Promise<ModalitySetupView> {
      if (modality.code !== code) throw refuse('code', t.badCode);
      const event = await deps.db.transaction().execute(async (trx) => {
        const { event: found } = await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        const id = await deps.modalities.findId(trx, eventId, code);
        if (id === undefined) throw notFound();
        const before = (await deps.modalities.list(eventId, trx)).find((row) => row.id === id);
        await write(trx, eventId, found.timeZone, modality, { id, before });
        await deps.setup.recordChange(trx, {
          eventId,
          userId: user.id,
          action: 'modality',
          changes: { code, before: before ? toView(before, found.timeZone) : null, after: modality },
        });
        return found;
      });
      deps.onChanged?.(eventId);
      return view(eventId, code, event.timeZone);
    },
  };
}
export type ModalitySetupService = ReturnType<typeof createModalitySetupService>;
