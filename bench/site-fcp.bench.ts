/**
 * First contentful paint of an organizer's website on a phone on slow 4G (Chromium through CDP: 150 ms round trip,
 * 1.6 Mbps down, 750 kbps up, CPU 4× slower, 360 × 740, empty cache), with the JavaScript bytes it downloads. In the
 * same run, two baselines: the bare limit — a plain Fastify route answering a one-line HTML page on the same
 * throttled network — and the product's home page. The server runs as deployed, in its own process, with the demo
 * data (its site is published on corremexico.localhost), serving the built web app (run `npm run build` first, or
 * point WEB_DIST at a copy of it). Two site loads: the home page as a visitor opens it (its registration section is
 * further down, so its wizard is not loaded yet), and the same page opened at its registration (`/#inscripcion`),
 * which loads and shows the wizard — the JS a page with the embedded registration needs.
 * Run: npx tsx bench/site-fcp.bench.ts   (TRIES=n to change the 7 loads per page)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { chromium, type Browser } from 'playwright';
import { freePort, startServerProcess } from './support/server-process.ts';

const TRIES = Number(process.env.TRIES ?? 7);
const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const webIndex = path.join(webDist, 'index.html');
if (!fs.existsSync(webIndex)) throw new Error('Build the web app first: npm run build');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-bench-site-'));
const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true', DEMO_RACE_SPEED: '0', WEB_DIST: webDist });
const bare = Fastify();
bare.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Corre México</title></head><body><h1>Corre México Eventos</h1></body></html>'));
const barePort = await freePort();
await bare.listen({ port: barePort, host: '127.0.0.1' });

interface Paint {
  fcp: number;
  jsBytes: number;
}

async function firstPaint(browser: Browser, url: string, ready: string): Promise<Paint> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'es-MX', isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Map<string, boolean>();
  let jsBytes = 0;
  cdp.on('Network.responseReceived', (event) => scripts.set(event.requestId, event.type === 'Script'));
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.get(event.requestId)) jsBytes += event.encodedDataLength;
  });
  await page.goto(url);
  await page.getByText(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
  await context.close();
  return { fcp, jsBytes };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const runs: Record<'bare' | 'site' | 'registration' | 'home', Paint[]> = { bare: [], site: [], registration: [], home: [] };
for (let i = 0; i < TRIES; i += 1) {
  runs.bare.push(await firstPaint(browser, `http://127.0.0.1:${barePort}/`, 'Corre México Eventos'));
  runs.site.push(await firstPaint(browser, `http://corremexico.localhost:${server.port}/`, 'Medio Maratón de Monterrey 2027'));
  runs.registration.push(await firstPaint(browser, `http://corremexico.localhost:${server.port}/#inscripcion`, 'Datos del atleta'));
  runs.home.push(await firstPaint(browser, `http://127.0.0.1:${server.port}/`, 'Dorsal'));
}
await browser.close();
await bare.close();
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const percentile = (values: number[], p: number) => sorted(values)[Math.min(values.length - 1, Math.floor((values.length - 1) * p))]!;
const report = (name: string, list: Paint[]) => {
  const fcp = list.map((run) => run.fcp);
  console.log(`  ${name.padEnd(34)} FCP p50 ${percentile(fcp, 0.5).toFixed(0).padStart(5)} ms  p99 ${percentile(fcp, 0.99).toFixed(0).padStart(5)} ms  JS ${(percentile(list.map((r) => r.jsBytes), 0.5) / 1024).toFixed(0)} kB on the wire`);
  return percentile(fcp, 0.5);
};
console.log(`First contentful paint, ${TRIES} loads each (slow 4G: 150 ms RTT, 1.6 Mbps; CPU 4×; 360 px; empty cache):`);
const limit = report('baseline: plain Fastify HTML page', runs.bare);
const site = report('organizer site (corremexico.localhost)', runs.site);
report('same page opened at its registration', runs.registration);
const home = report("product's home page", runs.home);
console.log(`  ratio site / bare limit: ${(site / limit).toFixed(2)}   site / product home: ${(site / home).toFixed(2)}`);
