/** Runs every bench/*.bench.ts file in sequence with tsx. Run: npx tsx bench/run-all.ts */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const files = readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort();

function run(file: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', join(benchDir, file)], { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const failed: string[] = [];
for (const file of files) {
  console.log(`\n▶ ${file}`);
  if ((await run(file)) !== 0) failed.push(file);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
