import { planRace, type PlannedModality } from '@dorsal/race-simulator/race-plan';
import { replayRace } from '@dorsal/race-simulator/replay';
import type { BuiltApp } from '../../app.ts';
import type { Db } from '../database.ts';
import { toAccountView } from '../../modules/accounts/account-view.ts';
import { DEMO_LIVE_EVENT } from './demo-events.ts';
import { createDemoRaceRepository } from './demo-race.repository.ts';

const KEY_NAME = 'Simulador demo';

/** The live demo's two waves: how long before the server started each one's gun went off, its length and typical pace. */
const waves: Record<string, { minutesAgo: number; distanceKm: number; medianPaceMsPerKm: number }> = {
  '25K': { minutesAgo: 60, distanceKm: 25, medianPaceMsPerKm: 9 * 60_000 },
  '10K': { minutesAgo: 45, distanceKm: 10, medianPaceMsPerKm: 7 * 60_000 },
};

/**
 * The live demo: each start of the server (with the demo data) clears the live demo event's timing, gives its two
 * waves starts 60 and 45 minutes ago and replays a simulated trail race against the real timing API (readings are
 * sent when their instant comes, `speed` times faster than real time; 1 keeps the live clock and the readings in
 * step). A newcomer sees the first aid station's passings and the 10 km's first finishers within minutes.
 * Answers a function that stops it.
 */
export async function startDemoRace(built: Pick<BuiltApp, 'services'>, db: Db, { url, speed }: { url: string; speed: number }) {
  const { services } = built;
  const repository = createDemoRaceRepository(db);
  const eventId = await repository.findLiveEvent(DEMO_LIVE_EVENT);
  const organizer = await services.accountsRepository.findByEmail('organizador@dorsal.mx');
  if (eventId === null || !organizer) return () => {};
  const user = toAccountView(organizer);
  await repository.resetTiming(eventId, Object.fromEntries(Object.entries(waves).map(([code, wave]) => [code, wave.distanceKm])), KEY_NAME);
  const now = Date.now();
  const { checkpoints } = await repository.checkpoints(eventId);
  const modalities: PlannedModality[] = [];
  for (const [code, wave] of Object.entries(waves)) {
    const gunMs = now - wave.minutesAgo * 60_000;
    await services.timing.startWave(user, eventId, code, new Date(gunMs).toISOString());
    const controls = checkpoints.filter((checkpoint) => checkpoint.modalityCodes.includes(code)).map((checkpoint) => ({ code: checkpoint.number * 1000 + 1, km: checkpoint.distanceKm }));
    modalities.push({ code, gunMs, distanceKm: wave.distanceKm, controls, medianPaceMsPerKm: wave.medianPaceMsPerKm });
  }
  const { secret } = await services.timing.keys.create(user, eventId, KEY_NAME);
  const rows = await services.resultsRepository.listByEvent(eventId);
  const passings = planRace({ athletes: rows.map((row) => ({ bib: row.bib, modalityCode: row.modalityCode })), modalities });
  const abort = new AbortController();
  void replayRace({ url, eventId, key: secret, passings, speed, fromMs: now, signal: abort.signal, onError: () => {} });
  return () => abort.abort();
}
