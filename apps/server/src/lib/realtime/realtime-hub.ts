import type { ServerResponse } from 'node:http';
import type { RealtimeRepository, StoredMessage } from './realtime.repository.ts';

/** One SSE connection. While `pending` is set (catching up), frames wait there instead of being written. */
export interface Subscriber {
  raw: ServerResponse;
  pending: Buffer[] | null;
}

interface TopicState {
  subscribers: Set<Subscriber>;
  /** The last sequence number relayed to this instance's subscribers. */
  lastSeq: number;
  ready: Promise<void>;
}

export interface HubOptions {
  /** A subscriber with more unsent bytes than this when new frames come is dropped; its browser reconnects and resumes. */
  maxBufferedBytes: number;
  heartbeatMs: number;
  /** Messages fetched per round trip when notifications arrive. */
  fetchBatch: number;
  onError(error: unknown): void;
}

const HEARTBEAT = Buffer.from(': \n\n');
const RETRY_AFTER_ERROR_MS = 1_000;

/** The SSE frame of a message; built once per instance and written to every subscriber of the topic. */
export const messageFrame = (message: Pick<StoredMessage, 'seq' | 'data'>, event?: string) =>
  Buffer.from(`${event ? `event: ${event}\n` : ''}id: ${message.seq}\ndata: ${message.data}\n\n`);

/**
 * Per-instance fan-out. Only topics with subscribers here are followed: a notification marks the
 * topic, and one query fetches every marked topic's messages after the position relayed so far (so
 * a lost notification is made up by the next one). Each message becomes one buffer for all.
 */
export function createRealtimeHub(repository: RealtimeRepository, options: HubOptions) {
  const topics = new Map<string, TopicState>();
  const marked = new Set<string>();
  let fetching = false;
  let subscriberCount = 0;
  let dropped = 0;

  /**
   * Writes frames to one subscriber in one go. A subscriber still holding more than
   * `maxBufferedBytes` from earlier writes (it had every turn of the event loop since to take them)
   * is dropped; the frames are shared buffers, so what waits costs memory once per instance.
   */
  function write(subscriber: Subscriber, frames: readonly Buffer[], topic: string) {
    if (subscriber.pending) subscriber.pending.push(...frames);
    else if (subscriber.raw.writableLength > options.maxBufferedBytes) {
      dropped += 1;
      leave(topic, subscriber);
      subscriber.raw.destroy();
    } else if (frames.length === 1) subscriber.raw.write(frames[0]);
    else {
      subscriber.raw.cork();
      for (const frame of frames) subscriber.raw.write(frame);
      subscriber.raw.uncork();
    }
  }

  /** Relays fetched messages (ordered by topic, then seq) that are newer than each topic's position. */
  function relay(messages: readonly StoredMessage[]) {
    let start = 0;
    while (start < messages.length) {
      const topic = messages[start]!.topic;
      let end = start;
      while (end < messages.length && messages[end]!.topic === topic) end += 1;
      const state = topics.get(topic);
      const fresh = state ? messages.slice(start, end).filter((message) => message.seq > state.lastSeq) : [];
      if (state && fresh.length > 0) {
        state.lastSeq = fresh[fresh.length - 1]!.seq;
        const frames = fresh.map((message) => messageFrame(message));
        for (const subscriber of state.subscribers) write(subscriber, frames, topic);
      }
      start = end;
    }
  }

  async function fetchMarked() {
    fetching = true;
    try {
      while (marked.size > 0) {
        const names = [...marked];
        marked.clear();
        const states = names.flatMap((topic) => topics.get(topic) ?? []);
        await Promise.all(states.map((state) => state.ready));
        const positions = names.flatMap((topic) => {
          const state = topics.get(topic);
          return state ? [{ topic, after: state.lastSeq }] : [];
        });
        try {
          const messages = await repository.newer(positions, options.fetchBatch);
          relay(messages);
          if (messages.length === options.fetchBatch) for (const { topic } of positions) marked.add(topic);
        } catch (error) {
          options.onError(error);
          setTimeout(() => mark(positions.map((p) => p.topic)), RETRY_AFTER_ERROR_MS).unref();
          return;
        }
      }
    } finally {
      fetching = false;
    }
  }

  function mark(names: Iterable<string>) {
    for (const topic of names) if (topics.has(topic)) marked.add(topic);
    if (marked.size > 0 && !fetching) void fetchMarked();
  }

  /** Adds a subscriber (catching up: frames are held) and answers the position from which it gets every message. */
  async function join(topic: string, subscriber: Subscriber): Promise<number> {
    let state = topics.get(topic);
    if (!state) {
      const created: TopicState = { subscribers: new Set(), lastSeq: 0, ready: Promise.resolve() };
      created.ready = repository.lastSeq(topic).then((seq) => {
        created.lastSeq = Math.max(created.lastSeq, seq);
      });
      topics.set(topic, created);
      state = created;
    }
    try {
      await state.ready;
    } catch (error) {
      if (topics.get(topic) === state && state.subscribers.size === 0) topics.delete(topic);
      throw error;
    }
    if (topics.get(topic) !== state) return join(topic, subscriber); // everyone left meanwhile: start over
    // No await between reading the position and joining: nothing is relayed in between.
    state.subscribers.add(subscriber);
    subscriberCount += 1;
    return state.lastSeq;
  }

  function leave(topic: string, subscriber: Subscriber) {
    const state = topics.get(topic);
    if (!state?.subscribers.delete(subscriber)) return;
    subscriberCount -= 1;
    if (state.subscribers.size === 0) topics.delete(topic);
  }

  /** Writes what waited while the subscriber caught up, then lets frames through directly. */
  function release(topic: string, subscriber: Subscriber) {
    const pending = subscriber.pending ?? [];
    subscriber.pending = null;
    if (pending.length > 0) write(subscriber, pending, topic);
  }

  const heartbeat = setInterval(() => {
    for (const [topic, state] of topics) for (const subscriber of state.subscribers) write(subscriber, [HEARTBEAT], topic);
  }, options.heartbeatMs);
  heartbeat.unref();

  return {
    join,
    leave,
    release,
    /** A notification: `seq` was committed on `topic`. */
    notify(topic: string) {
      mark([topic]);
    },
    /** Notifications may have been lost: fetch every followed topic. */
    catchUp() {
      mark(topics.keys());
    },
    stats: () => ({ subscribers: subscriberCount, topics: topics.size, dropped }),
    /** Ends every stream (server shutdown); browsers reconnect to another instance and resume. */
    close() {
      clearInterval(heartbeat);
      for (const [topic, state] of topics) {
        for (const subscriber of state.subscribers) {
          leave(topic, subscriber);
          subscriber.raw.end();
        }
      }
    },
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
