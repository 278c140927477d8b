import type { Db } from '../../db/database.ts';
import { listenForMessages } from './notification-listener.ts';
import { createRealtimeHub } from './realtime-hub.ts';
import { createRealtimeRepository, insertMessage } from './realtime.repository.ts';
import { assertTopic, createSseStreamer } from './sse-stream.ts';

export type { StreamOptions } from './sse-stream.ts';

export interface RealtimeOptions {
  maxSubscribers?: number;
  maxBufferedBytes?: number;
  heartbeatMs?: number;
  maxReplay?: number;
  /** How long published messages stay for clients that resume (pruned by a recurring job). */
  retentionMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Publishes `payload` on `topic` inside the caller's transaction: subscribers get it once the
 * transaction commits, never if it rolls back. Answers the message's sequence number (its event id).
 */
export async function publish(executor: Parameters<typeof insertMessage>[0], topic: string, payload: unknown): Promise<number> {
  assertTopic(topic);
  return insertMessage(executor, topic, payload);
}

/** The instance's side: LISTEN, fan-out to SSE subscribers, resume, pruning. */
export async function createRealtime(db: Db, options: RealtimeOptions = {}) {
  const onError = options.onError ?? ((error: unknown) => console.error('realtime', error));
  const retentionMs = options.retentionMs ?? 24 * 60 * 60 * 1000;
  const repository = createRealtimeRepository(db);
  const hub = createRealtimeHub(repository, {
    maxBufferedBytes: options.maxBufferedBytes ?? 256 * 1024,
    heartbeatMs: options.heartbeatMs ?? 15_000,
    fetchBatch: 1_000,
    onError,
  });
  const observers = new Set<(topic: string | null) => void>();
  const tell = (topic: string | null) => {
    for (const observer of observers) observer(topic);
  };
  const listener = await listenForMessages(db, repository, {
    onMessage: (topic) => {
      tell(topic);
      hub.notify(topic);
    },
    onGap: () => {
      tell(null);
      hub.catchUp();
    },
    onError,
  });
  const stream = createSseStreamer(
    hub,
    repository,
    { maxSubscribers: options.maxSubscribers ?? 20_000, maxReplay: options.maxReplay ?? 1_000, retryMs: 2_000 },
    onError,
  );
  return {
    publish,
    stream,
    stats: hub.stats,
    /**
     * Calls `observer` with the topic of every committed publish (from any instance), before its
     * subscribers get it, and with null after a gap (notifications may have been lost). For caches
     * that must forget what a change made stale. Answers a function that stops observing.
     */
    observe(observer: (topic: string | null) => void): () => void {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    /** Deletes messages older than the retention window; answers how many. */
    prune: () => repository.pruneOlderThan(retentionMs),
    /** Ends every stream: call before the HTTP server closes (it waits for open connections). */
    endStreams: () => hub.close(),
    close: () => listener.close(),
  };
}
export type Realtime = Awaited<ReturnType<typeof createRealtime>>;
