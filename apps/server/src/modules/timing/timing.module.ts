import type { Db } from '../../db/database.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { EventsService } from '../events/events.service.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import type { EventSetupRepository } from '../events/setup/event-setup.repository.ts';
import type { ResultsRepository } from '../results/results.repository.ts';
import { createLiveBoard } from './live-board.ts';
import { createLiveRankings } from './live-rankings.ts';
import { createPassingApplier } from './passing-apply.ts';
import { createPassingIngest } from './passing-ingest.ts';
import { createPassingReview } from './passing-review.ts';
import { createPassingsRepository } from './passings.repository.ts';
import { createTimingKeysRepository } from './timing-keys.repository.ts';
import { createTimingKeysService } from './timing-keys.service.ts';
import { createTimingRepository } from './timing.repository.ts';
import { createWaveStart } from './wave-start.ts';

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
}) {
  const timing = createTimingRepository(deps.db);
  const passings = createPassingsRepository(deps.db);
  const rankings = createLiveRankings();
  const shared = { ...deps, timing, passings, rankings };
  const applyPassings = createPassingApplier(shared);
  return {
    keys: createTimingKeysService({ ...deps, keys: createTimingKeysRepository(deps.db) }),
    ingest: createPassingIngest({ ...shared, applyPassings }),
    review: createPassingReview({ ...shared, applyPassings }),
    startWave: createWaveStart(shared),
    board: createLiveBoard({ version: deps.resultsVersion, timing, passings }),
  };
}
export type TimingModule = ReturnType<typeof createTimingModule>;
