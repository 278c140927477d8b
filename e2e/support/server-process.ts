import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** `npm run serve` as its own process group, with only the variables given (plus PATH and HOME). */
function spawnServer(env: Record<string, string>): { child: ChildProcess; output: () => string; dataDir: string } {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-e2e-process-'));
  const child = spawn('npm', ['run', 'serve', '--silent'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += String(chunk)));
  child.stderr!.on('data', (chunk) => (text += String(chunk)));
  return { child, output: () => text, dataDir };
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  return exited;
}

/**
 * Starts the real server (main.ts) and waits until it answers on `port`. Its data folder is removed when it stops,
 * unless the caller gave one (`DATA_DIR`: to start it again on the same data).
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const { child, output, dataDir } = spawnServer({ PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopGroup(child);
    if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}):\n${output()}`);
    const up = await fetch(`${url}/api/session`).then((response) => response.ok, () => false);
    if (up) return { url, output, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`the server did not answer in time:\n${output()}`);
}

/** Runs the server until it exits by itself (a refused configuration); its exit code and output. */
export async function runUntilExit(env: Record<string, string>, timeoutMs = 60_000): Promise<{ code: number | null; output: string }> {
  const { child, output, dataDir } = spawnServer(env);
  const timer = setTimeout(() => void stopGroup(child), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { code, output: output() };
}
