import {
  FINISH_CONTROL_CODE,
  START_CONTROL_CODE,
  parseControlCode,
  waveForBib,
  type ModalityConfig,
  type StartWave,
  type TimingSettings,
} from '@dorsal/core';
import type { Trx } from '../../db/database.ts';
import type { EventRow } from '../events/events.repository.ts';
import type { EventsService } from '../events/events.service.ts';
import type { TimingRepository } from './timing.repository.ts';

export interface TimedModality {
  code: string;
  name: string;
  /** The gun of the modality's first wave, epoch ms; null before 'Dar salida'. */
  gunMs: number | null;
  waves: readonly StartWave[];
  /** The gun an athlete's times count from: their wave's (by bib range), else the first wave's; null before it starts. */
  gunFor(bib: number): number | null;
  distanceKm: number | null;
  paceFloorMsPerKm: number;
  ranking: { modality: ModalityConfig; timing: TimingSettings };
}

/** What applying passings to an event needs, read once per batch inside its transaction. */
export interface TimingContext {
  event: EventRow;
  modalities: Map<string, TimedModality>;
  /** Distance of each checkpoint number from the start, when the organizer gave it. */
  checkpointKm: Map<number, number | null>;
  checkpointNames: Map<number, string>;
}

export async function loadTimingContext(trx: Trx, eventId: number, deps: { timing: TimingRepository; eventsService: EventsService }): Promise<TimingContext> {
  const [{ event, modalities: configs, timing }, modalities, checkpoints] = await Promise.all([
    deps.eventsService.rankingConfig(eventId, trx),
    deps.timing.modalities(eventId, trx),
    deps.timing.checkpoints(eventId, trx),
  ]);
  const timed = new Map<string, TimedModality>();
  for (const modality of modalities) {
    const config = configs.find((candidate) => candidate.code === modality.code);
    if (!config) continue;
    const waves = modality.startWaves;
    timed.set(modality.code, {
      code: modality.code,
      name: modality.name,
      gunMs: gunOf(waves[0]),
      waves,
      gunFor: (bib) => gunOf(waveForBib(waves, bib)),
      distanceKm: modality.distanceKm,
      paceFloorMsPerKm: modality.paceFloorMsPerKm,
      ranking: { modality: config, timing },
    });
  }
  return {
    event,
    modalities: timed,
    checkpointKm: new Map(checkpoints.map((checkpoint) => [checkpoint.number, checkpoint.distanceKm])),
    checkpointNames: new Map(checkpoints.map((checkpoint) => [checkpoint.number, checkpoint.description])),
  };
}

function gunOf(wave: StartWave | undefined): number | null {
  return wave?.startAt ? Date.parse(wave.startAt) : null;
}

/** Whether timing systems may send this control code for the event: the start mat, the finish, or a lap of a checkpoint. */
export function isKnownControl(context: Pick<TimingContext, 'checkpointKm'>, code: number): boolean {
  if (code === START_CONTROL_CODE || code === FINISH_CONTROL_CODE) return true;
  const { pointNumber, lap } = parseControlCode(code);
  return lap >= 1 && context.checkpointKm.has(pointNumber);
}

/** Distance from the start to a control, when known (laps past the first have none: their distance depends on the course). */
export function controlKm(checkpointKm: ReadonlyMap<number, number | null>, finishKm: number | null, code: number): number | null {
  if (code === START_CONTROL_CODE) return 0;
  if (code === FINISH_CONTROL_CODE) return finishKm;
  const { pointNumber, lap } = parseControlCode(code);
  return lap === 1 ? (checkpointKm.get(pointNumber) ?? null) : null;
}
