import http from 'node:http';

export interface SseEvent {
  event: string;
  id: string | null;
  data: string;
}

/**
 * A minimal SSE reader for tests: connects once (no automatic reconnect, so a test sees exactly what
 * one connection got), collects events and comments, and waits for conditions on them.
 */
export function openSse(url: string, headers: Record<string, string> = {}) {
  const events: SseEvent[] = [];
  let comments = 0;
  let status = 0;
  let ended = false;
  let buffer = '';
  let notify = () => {};
  const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
  const opened = new Promise<void>((resolve, reject) => {
    request.on('error', (error) => (ended ? undefined : reject(error)));
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', id: null, data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            const colon = line.indexOf(':');
            const field = line.slice(0, colon);
            const value = line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event.event = value;
            if (field === 'id') event.id = value;
            if (field === 'data') {
              event.data = hasData ? `${event.data}\n${value}` : value;
              hasData = true;
            }
          }
          if (hasData) events.push(event);
        }
        notify();
      });
      response.on('close', () => {
        ended = true;
        notify();
      });
      resolve();
    });
  });

  return {
    events,
    get status() {
      return status;
    },
    get ended() {
      return ended;
    },
    get comments() {
      return comments;
    },
    opened,
    /** The data of the plain messages, parsed. */
    messages: () => events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data) as unknown),
    /** Resolves once `condition` holds (checked on every chunk), or fails after `timeoutMs`. */
    until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`SSE condition not met in ${timeoutMs} ms; got ${events.length} events, last ${JSON.stringify(events.at(-1))?.slice(0, 200)}`)), timeoutMs);
        const check = () => {
          if (condition()) {
            clearTimeout(timer);
            notify = () => {};
            resolve();
          }
        };
        notify = check;
        check();
      });
    },
    close() {
      ended = true;
      request.destroy();
    },
  };
}
export type SseConnection = ReturnType<typeof openSse>;
