import type { AccountView } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import { createFinishAlerts } from './finish-alerts.ts';
import { createFinishAlertsRepository } from './finish-alerts.repository.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { EventsService } from '../events/events.service.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { EventSetupRepository } from '../events/setup/event/event-setup.repository.ts';
import type { ResultsRepository } from '../results/results.repository.ts';
import { createLiveBoard } from './live-board.ts';
import { createLiveRankings } from './live-rankings.ts';
import { createLiveTracking } from './live-tracking.ts';
import { createPassingApplier, type PassingApplierDeps } from './passing-apply.ts';
import { createPassingIngest } from './passing-ingest.ts';
import { createPassingsUpload } from './passings-upload.ts';
import { createPassingReview } from './passing-review.ts';
import { createPassingsRepository } from './passings.repository.ts';
import { createTimingKeysRepository } from './timing-keys.repository.ts';
import { createTimingKeysService } from './timing-keys.service.ts';
import { createTimingRepository } from './timing.repository.ts';
import { createWaveStart } from './wave-start.ts';
import { createModalityRebuild } from './modality-rebuild.ts';
import { createPassingCorrections } from './passing-corrections.ts';

/** Wires live timing once (called from app.ts): keys, ingestion, wave starts, review and the live board. */
export function createTimingModule(deps: {
  db: Db;
  events: EventsRepository;
  eventsService: EventsService;
  results: ResultsRepository;
  setup: EventSetupRepository;
  requireEventAccess: RequireEventAccess;
  resultsVersion: (eventId: number) => Promise<number>;
  onResultsChanged: (eventId: number) => void;
  onModalityRanked?: PassingApplierDeps['onModalityRanked'];
  outbox: OutboxRepository;
  /** Base of the links in mails. */
  baseUrl: string;
}) {
  const timing = createTimingRepository(deps.db);
  const passings = createPassingsRepository(deps.db);
  const rankings = createLiveRankings();
  const rebuildModality = createModalityRebuild({ timing, passings, results: deps.results });
  const alerts = createFinishAlerts({ alerts: createFinishAlertsRepository(deps.db), results: deps.results, outbox: deps.outbox, baseUrl: deps.baseUrl, version: deps.resultsVersion });
  const shared = { ...deps, timing, passings, rankings, rebuildModality };
  const applyPassings = createPassingApplier({ ...shared, onFinished: alerts.onFinished });
  const ingest = createPassingIngest({ ...shared, applyPassings });
  return {
    /** The policy check of staff timing routes that call no other checked service first. */
    requireTiming: async (user: AccountView, eventId: number) => {
      await deps.requireEventAccess({ user, eventId, allow: 'manageTiming' });
    },
    keys: createTimingKeysService({ ...deps, keys: createTimingKeysRepository(deps.db) }),
    ingest,
    upload: createPassingsUpload({ ...shared, ingest }),
    review: createPassingReview({ ...shared, applyPassings }),
    startWave: createWaveStart(shared),
    corrections: createPassingCorrections(shared),
    board: createLiveBoard({ version: deps.resultsVersion, timing, passings, results: deps.results }),
    alerts,
    followed: createLiveTracking({ version: deps.resultsVersion, timing, results: deps.results }),
  };
}
export type TimingModule = ReturnType<typeof createTimingModule>;
