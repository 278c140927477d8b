/**
 * The platform as deployed: `apps/server/src/main.ts` in a process of its own, on a database the
 * bench filled beforehand, so its memory is the server's alone (no generated data, no load client).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  port: number;
  /** Resident memory of the server process now, from /proc. */
  rssBytes(): number;
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, NODE_ENV: 'development', SEED_DEMO: 'false', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Dorsal está listo') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    port,
    rssBytes() {
      const status = fs.readFileSync(path.join('/proc', String(child.pid), 'status'), 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
