import { FINISH_CONTROL_CODE, START_CONTROL_CODE, type PassingInput } from '@dorsal/core';

export interface PlannedModality {
  code: string;
  /** The gun (epoch ms): two modalities with different guns are two waves. */
  gunMs: number;
  distanceKm: number;
  /** Intermediate controls with their distance from the start. */
  controls: { code: number; km: number }[];
  /** Typical pace of the field, ms per km (a trail is slower than a road 10K). */
  medianPaceMsPerKm: number;
}

export interface PlannedPassing extends PassingInput {
  /** Epoch ms of the reading (also in `time` as ISO 8601). */
  atMs: number;
}

export interface RacePlanOptions {
  athletes: { bib: number; modalityCode: string }[];
  modalities: PlannedModality[];
  seed?: number;
  /** Share of starters who drop out somewhere on the course. */
  dnfShare?: number;
}

/** A small deterministic PRNG (mulberry32): the same seed plans the same race, so a replay after a restart sends the same readings. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal by Box–Muller. */
const normal = (next: () => number) => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());

/**
 * A race of the given athletes: each crosses the start mat a little after the gun (the back of the field later), runs
 * at a pace drawn around the field's median (log-normal spread), slows a little as the race goes on, and is read by
 * each control and the finish. A few drop out between controls; the first athlete of the list starts four minutes
 * late. Readings are sorted by time; their read ids are stable, so replaying the plan twice is idempotent.
 */
export function planRace(options: RacePlanOptions): PlannedPassing[] {
  const next = random(options.seed ?? 2026);
  const dnfShare = options.dnfShare ?? 0.03;
  const byCode = new Map(options.modalities.map((modality) => [modality.code, modality]));
  const passings: PlannedPassing[] = [];
  options.athletes.forEach((athlete, index) => {
    const modality = byCode.get(athlete.modalityCode);
    if (!modality) return;
    const pace = modality.medianPaceMsPerKm * Math.exp(0.16 * normal(next));
    const fade = 1 + Math.max(0, 0.04 + 0.05 * normal(next));
    const startDelay = index === 0 ? 4 * 60_000 : Math.round(next() * 90_000);
    const startMs = modality.gunMs + startDelay;
    const dropsAtKm = next() < dnfShare ? modality.distanceKm * (0.2 + 0.7 * next()) : Infinity;
    const read = (code: number, atMs: number, reader: string) =>
      passings.push({ bib: athlete.bib, checkpoint: code, time: new Date(atMs).toISOString(), atMs, readerId: reader, readId: `${athlete.bib}-${code}` });
    read(START_CONTROL_CODE, startMs, 'salida');
    const at = (km: number) => startMs + Math.round(km * pace * (1 + ((fade - 1) * km) / modality.distanceKm));
    for (const control of [...modality.controls].sort((a, b) => a.km - b.km)) {
      if (control.km >= dropsAtKm) return;
      read(control.code, at(control.km), `control-${control.code}`);
    }
    if (modality.distanceKm < dropsAtKm) read(FINISH_CONTROL_CODE, at(modality.distanceKm), 'meta');
  });
  return passings.sort((a, b) => a.atMs - b.atMs);
}
