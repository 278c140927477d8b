/**
 * Load from a separate process: the autocannon CLI, so its requests and parsing take no CPU from
 * the server's event loop. Resolves with its latency figures (ms) and throughput.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');

export interface CannonResult {
  p50: number;
  p99: number;
  max: number;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
}

export function autocannon(urls: string[], options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<CannonResult> {
  const args = [bin, '--json', '-c', String(options.connections), '-d', String(options.seconds)];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  // Several URLs: autocannon spreads the connections over them.
  args.push(...urls);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const json = JSON.parse(out) as {
        latency: { p50: number; p99: number; max: number };
        requests: { average: number };
        non2xx: number;
        errors: number;
      };
      resolve({ p50: json.latency.p50, p99: json.latency.p99, max: json.latency.max, requestsPerSecond: json.requests.average, non2xx: json.non2xx, errors: json.errors });
    });
  });
}
