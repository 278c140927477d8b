/**
 * Replays a simulated race against a Dorsal server's timing API:
 *   npm run simulate -w @dorsal/race-simulator -- --url http://localhost:3000 --event 4 --key dt_… [--speed 10] [--pace 6:00] [--minute 0]
 * Athletes are the event's result rows (its start list); controls and distances come from the event. --minute starts
 * the race clock that many minutes after the gun (earlier readings are sent at once).
 */
import { parseArgs } from 'node:util';
import { eventsApi, resultsApi, routePath, type RouteAnswer } from '@dorsal/core';
import { planRace, type PlannedModality } from './race-plan.ts';
import { replayRace } from './replay.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    event: { type: 'string' },
    key: { type: 'string' },
    speed: { type: 'string', default: '10' },
    pace: { type: 'string', default: '6:00' },
    minute: { type: 'string', default: '0' },
  },
});
if (!values.event || !values.key) {
  console.error('Uso: --event <id> --key <clave de cronometraje> [--url] [--speed] [--pace mm:ss] [--minute]');
  process.exit(2);
}
const eventId = Number(values.event);
const [paceMinutes, paceSeconds] = values.pace.split(':').map(Number);
const medianPaceMsPerKm = ((paceMinutes ?? 6) * 60 + (paceSeconds ?? 0)) * 1000;

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${values.url}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

const { event } = await get<RouteAnswer<typeof eventsApi.detail>>(routePath(eventsApi.detail, { id: eventId }));
const modalities: PlannedModality[] = event.modalities.flatMap((modality) => {
  const start = modality.startWaves[0]?.startAt;
  if (!start) {
    console.error(`La modalidad ${modality.code} no tiene salida: dala en Administrar eventos → Cronometraje.`);
    return [];
  }
  const controls = event.checkpoints.flatMap((checkpoint) =>
    checkpoint.distanceKm !== null && checkpoint.laps.some((lap) => lap.modalityCode === modality.code) ? [{ code: checkpoint.number * 1000 + 1, km: checkpoint.distanceKm }] : [],
  );
  const distanceKm = modality.distanceKm ?? Math.max(5, ...controls.map((control) => control.km * 1.25));
  return [{ code: modality.code, gunMs: Date.parse(start), distanceKm, controls, medianPaceMsPerKm }];
});

const athletes: { bib: number; modalityCode: string }[] = [];
for (const modality of modalities) {
  for (let offset = 0; ; offset += 200) {
    const page = await get<RouteAnswer<typeof resultsApi.list>>(routePath(resultsApi.list, { id: eventId }, { modality: modality.code, report: 'general', offset, limit: 200 }));
    athletes.push(...page.rows.map((row) => ({ bib: row.bib, modalityCode: modality.code })));
    if (offset + 200 >= page.total) break;
  }
}

const passings = planRace({ athletes, modalities });
const gunMs = Math.min(...modalities.map((modality) => modality.gunMs));
console.log(`${athletes.length} atletas, ${passings.length} pasos; velocidad ${values.speed}×`);
await replayRace({
  url: values.url,
  eventId,
  key: values.key,
  passings,
  speed: Number(values.speed),
  fromMs: gunMs + Number(values.minute) * 60_000,
  onBatch: (sent, answer) => console.log(`${sent}/${passings.length} enviados (aceptados ${answer.accepted}, duplicados ${answer.duplicates}, por revisar ${answer.review + answer.unmatched})`),
  onError: (error) => console.error((error as Error).message),
});
