import { sql } from 'kysely';
import pg from 'pg';
import { notificationSourceOf, type Db } from '../../db/database.ts';
import type { RealtimeRepository } from './realtime.repository.ts';

export interface NotificationHandlers {
  /** A message was committed on `topic` with sequence number `seq`. */
  onMessage(topic: string, seq: number): void;
  /** Notifications may have been lost (the connection dropped and came back). */
  onGap(): void;
  onError(error: unknown): void;
}

const RECONNECT_MS = 1_000;

function parse(payload: string): { topic: string; seq: number } | null {
  const space = payload.indexOf(' ');
  const seq = Number(payload.slice(0, space));
  return space > 0 && Number.isSafeInteger(seq) ? { topic: payload.slice(space + 1), seq } : null;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * LISTENs on the database's realtime channel: on PGlite in-process (its notifications arrive with
 * the result of the committing statement), on PostgreSQL on one dedicated connection per instance,
 * reconnected after a failure (then `onGap`, since notifications sent meanwhile are lost).
 */
export async function listenForMessages(db: Db, repository: RealtimeRepository, handlers: NotificationHandlers): Promise<{ close(): Promise<void> }> {
  const source = notificationSourceOf(db);
  const channel = await repository.channel();
  const deliver = (payload: string) => {
    const message = parse(payload);
    if (message) handlers.onMessage(message.topic, message.seq);
  };

  if (source.kind === 'pglite') {
    const off = source.pglite.onNotification((name, payload) => {
      if (name === channel) deliver(payload);
    });
    // Through Kysely, so the LISTEN waits for the session instead of landing inside someone's transaction.
    await sql.raw(`listen ${quoted(channel)}`).execute(db);
    return {
      async close() {
        off();
        if (!source.pglite.closed) await sql.raw(`unlisten ${quoted(channel)}`).execute(db);
      },
    };
  }

  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const next = new pg.Client({ connectionString: source.url, options: `-c search_path=${source.schema}`, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) deliver(message.payload);
    });
    next.on('error', (error) => {
      handlers.onError(error);
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`listen ${quoted(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  const reconnect = (failed: pg.Client) => {
    if (closed || retry || client !== failed) return;
    client = null;
    failed.end().catch(() => {});
    const attempt = () => {
      retry = setTimeout(() => {
        connect().then(
          () => {
            retry = null;
            handlers.onGap();
          },
          (error: unknown) => {
            handlers.onError(error);
            attempt();
          },
        );
      }, RECONNECT_MS);
    };
    attempt();
  };
  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
