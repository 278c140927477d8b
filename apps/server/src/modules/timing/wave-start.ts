import { fill, messages, type AccountView, type LiveChange, type LiveModality } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { publish } from '../../lib/realtime/index.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { EventsService } from '../events/events.service.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { EventSetupRepository } from '../events/setup/event/event-setup.repository.ts';
import { resultsTopic } from '../results/results-topic.ts';
import type { LiveRankings } from './live-rankings.ts';
import { liveCounts } from './passing-apply.ts';
import { loadTimingContext } from './timing-context.ts';
import type { RebuildModality } from './modality-rebuild.ts';
import type { TimingRepository } from './timing.repository.ts';

/**
 * 'Dar salida': sets the start of a modality's wave (now, or a typed instant) and, since every official time counts
 * from it, rebuilds its timed rows from their readings (readings held because the wave had not started are applied
 * now; readings before a start moved later go back to review). Logged in the event's change log.
 */
export function createWaveStart(deps: {
  db: Db;
  timing: TimingRepository;
  events: EventsRepository;
  eventsService: EventsService;
  setup: EventSetupRepository;
  rankings: LiveRankings;
  rebuildModality: RebuildModality;
  requireEventAccess: RequireEventAccess;
  onResultsChanged?: (eventId: number) => void;
}) {
  return async function startWave(user: AccountView, eventId: number, modalityCode: string, startAt: string | undefined, waveName?: string): Promise<LiveModality> {
    const start = startAt ? new Date(startAt) : new Date();
    const answer = await deps.db.transaction().execute(async (trx) => {
      await deps.requireEventAccess({ user, eventId, allow: 'manageTiming', executor: trx });
      const versions = await deps.timing.lockModalities(trx, eventId, [modalityCode]);
      const stored = (await deps.timing.modalities(eventId, trx)).find((modality) => modality.code === modalityCode);
      if (!stored || !versions.has(modalityCode)) throw new AppError(400, 'validation', messages.timing.starts.unknownModality);
      const index = waveName === undefined ? 0 : stored.startWaves.findIndex((wave) => wave.name.trim().toLocaleLowerCase('es-MX') === waveName.toLocaleLowerCase('es-MX'));
      if (index === -1) throw new AppError(400, 'validation', fill(messages.timing.starts.unknownWave, { wave: waveName ?? '' }));
      const before = stored.startWaves[index];
      const waves = stored.startWaves.length > 0 ? [...stored.startWaves] : [{ name: messages.liveBoard.start, startAt: '' }];
      waves[index] = { ...waves[index]!, startAt: start.toISOString() };
      await deps.timing.setStartWaves(trx, eventId, modalityCode, waves);
      await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'waveStart', changes: { modality: modalityCode, wave: waves[index]!.name, before: before?.startAt ?? null, after: start.toISOString() } });

      const context = await loadTimingContext(trx, eventId, deps);
      const modality = context.modalities.get(modalityCode)!;
      const ranked = await deps.rebuildModality(trx, context, modalityCode);

      const version = await deps.events.bumpResultsVersion(eventId, trx, [modalityCode]);
      const counts = liveCounts(modality, ranked);
      await publish(trx, resultsTopic(eventId), { version, modalities: [counts], passings: [] } satisfies LiveChange);
      return { counts, ranked, version: (versions.get(modalityCode) ?? 0) + 1 };
    });
    deps.rankings.set(eventId, modalityCode, answer.version, answer.ranked);
    deps.onResultsChanged?.(eventId);
    return answer.counts;
  };
}
export type WaveStart = ReturnType<typeof createWaveStart>;
