import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Runs a TypeScript script in its own Node process (through tsx). The script talks to the test by
 * printing one JSON object per line on stdout; `next` waits for the next such line that matches.
 */
export function startChild(script: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Record<string, unknown>[] = [];
  let notify = () => {};
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    lines.push(JSON.parse(line) as Record<string, unknown>);
    notify();
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
    notify();
  });
  let read = 0;
  return {
    child,
    /** The next line for which `match` holds (lines before it are consumed). */
    next(match: (line: Record<string, unknown>) => boolean = () => true, timeoutMs = 60_000): Promise<Record<string, unknown>> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${script}: no matching line in ${timeoutMs} ms`)), timeoutMs);
        const check = () => {
          while (read < lines.length) {
            const line = lines[read++]!;
            if (match(line)) {
              clearTimeout(timer);
              notify = () => {};
              return resolve(line);
            }
          }
          if (exited) {
            clearTimeout(timer);
            reject(new Error(`${script} exited`));
          }
        };
        notify = check;
        check();
      });
    },
    /** Ends the process: SIGKILL imitates a crash (nothing runs after it). */
    stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
      if (exited) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
  };
}
export type Child = ReturnType<typeof startChild>;
