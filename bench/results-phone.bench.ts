/**
 * Tap on 'Resultados generales' → first row on screen, on a throttled phone (Chromium through CDP:
 * CPU 4× slower, 9 Mbps, 85 ms round trip, 360 × 740), for a 30,000-runner marathon and, in the
 * same run, a 500-runner race (the baseline: the same screen with little data). Also the API bytes
 * transferred between the tap and the first row. The server runs as deployed, in its own process,
 * serving the built web app (run `npm run build` first).
 * Run: npx tsx bench/results-phone.bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { loadConfig } from '@dorsal/server/config';
import { buildApp } from '@dorsal/server/app';
import { migrateToLatest, openDatabase } from '@dorsal/server/db/database';
import { seedDemoMarathon, DEMO_MARATHON_NAME } from '@dorsal/server/db/seed/demo-marathon';
import { startServerProcess } from './support/server-process.ts';

const TRIES = 7;
const webIndex = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));
if (!fs.existsSync(webIndex)) throw new Error('Build the web app first: npm run build');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-bench-'));
const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
await migrateToLatest(db);
const filler = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), db, runJobs: false });
const small = await seedDemoMarathon(filler.services, db, 500);
await db.updateTable('events').set({ name: `${DEMO_MARATHON_NAME} (500)` }).where('id', '=', small).execute();
const large = await seedDemoMarathon(filler.services, db, 30_000);
await filler.app.close();
await db.destroy();
const server = await startServerProcess({ DATA_DIR: dataDir });

async function tapToFirstRow(browser: Browser, eventId: number): Promise<{ ms: number; apiBytes: number }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'es-MX', isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 85, downloadThroughput: (9e6 / 8) | 0, uploadThroughput: (9e6 / 8) | 0 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`http://127.0.0.1:${server.port}/resultados/${eventId}`);
  await page.getByRole('button', { name: 'Resultados generales' }).waitFor();
  const apiUrls = new Map<string, string>();
  let apiBytes = 0;
  let counting = false;
  cdp.on('Network.requestWillBeSent', (event) => apiUrls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    if (counting && /\/api\/events\/\d+\/results/.test(apiUrls.get(event.requestId) ?? '')) apiBytes += event.encodedDataLength;
  });
  counting = true;
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.includes('Resultados generales'))!;
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector('[data-testid="result-row"]')) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - started));
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        button.click();
      }),
  );
  counting = false;
  await context.close();
  return { ms, apiBytes };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const runs: Record<'large' | 'small', { ms: number; apiBytes: number }[]> = { large: [], small: [] };
for (let i = 0; i < TRIES; i += 1) {
  runs.small.push(await tapToFirstRow(browser, small));
  runs.large.push(await tapToFirstRow(browser, large));
}
await browser.close();
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const report = (name: string, list: { ms: number; apiBytes: number }[]) => {
  const ms = list.map((run) => run.ms);
  console.log(`  ${name.padEnd(30)} median ${median(ms).toFixed(0).padStart(5)} ms  (min ${Math.min(...ms).toFixed(0)}, max ${Math.max(...ms).toFixed(0)})  API ${median(list.map((run) => run.apiBytes))} B`);
  return median(ms);
};
console.log(`Tap on 'Resultados generales' → first row, ${TRIES} tries each (CPU 4×, 9 Mbps, 85 ms RTT, 360 px):`);
const baseline = report('baseline: 500-runner race', runs.small);
const marathon = report('30,000-runner marathon', runs.large);
console.log(`  ratio marathon / baseline: ${(marathon / baseline).toFixed(2)}`);
