import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { fakeConektaKeys, fixedWebhookPublicKeyPem } from '@dorsal/server/test/fake-conekta/fixed-keys';
import { conektaStack, fakeConektaUrl } from './support/conekta.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
/** The phone lane's own server (its own demo data), so it runs beside the desktop lanes instead of after them. */
const phonePort = Number(process.env.E2E_PHONE_PORT ?? port + 3);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-e2e-'));
const phoneDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-e2e-phone-'));
/** Whether this run includes the phone lane (all projects, or `--project phone`): its server starts only then. */
const projectArgs = process.argv.flatMap((arg, i, all) => (arg.startsWith('--project=') ? [arg.slice(10)] : arg === '--project' ? [all[i + 1] ?? ''] : []));
const runsPhone = projectArgs.length === 0 || projectArgs.includes('phone');
const conektaDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-e2e-conekta-'));
const serverEnv = {
  SEED_DEMO: 'true',
  AUTH_ATTEMPTS_PER_MINUTE: '200',
  REGISTRATION_ATTEMPTS_PER_MINUTE: '1000',
  REGISTRATION_ATTEMPTS_PER_EMAIL_PER_MINUTE: '1000',
  PENDING_CASH_REGISTRATIONS_PER_EMAIL: '1000',
  SMTP_URL: '',
};

/**
 * Flows that make their own data (fresh accounts, events and challenges): they run in a second desktop lane beside the
 * flows that share the demo data in their file order. Two workers on a 2-core machine: one per lane at a time; the
 * phone lane, on a server of its own, takes the second worker when the own-data lane is done.
 */
const ownDataFlows = ['challenge-*.spec.ts', 'photo-*.spec.ts', 'finish-videos.spec.ts'];
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: ownDataFlows, workers: 1, use: desktop },
    { name: 'desktop-own-data', testMatch: ownDataFlows, workers: 1, use: desktop },
    { name: 'phone', testIgnore: ownDataFlows, workers: 1, use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, baseURL: `http://localhost:${phonePort}` } },
  ],
  webServer: [
    demoServer(port, dataDir),
    // The phone lane's server: the same demo on data of its own.
    ...(runsPhone ? [demoServer(phonePort, phoneDataDir)] : []),
    {
      // The fake Conekta (API, /tokens and its Conekta.js) for the second server below.
      command: 'npm run fake-conekta -w @dorsal/server',
      cwd: '..',
      url: `${fakeConektaUrl}/js/conekta.js`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_CONEKTA_PORT: String(conektaStack.fakePort) },
      stdout: 'pipe',
    },
    {
      // The same app with PAYMENTS_PROVIDER=conekta against the fake: registration-conekta.spec.ts.
      command: 'npm run serve',
      cwd: '..',
      url: `http://localhost:${conektaStack.port}/api/session`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        ...serverEnv,
        PORT: String(conektaStack.port),
        DATA_DIR: conektaDataDir,
        PAYMENTS_PROVIDER: 'conekta',
        // The live demo race runs on the first server only.
        DEMO_RACE_SPEED: '0',
        CONEKTA_API_URL: fakeConektaUrl,
        CONEKTA_PRIVATE_KEY: fakeConektaKeys.privateKey,
        CONEKTA_PUBLIC_KEY: fakeConektaKeys.publicKey,
        CONEKTA_WEBHOOK_KEY: fixedWebhookPublicKeyPem,
        CONEKTA_TOKENIZER_URL: `${fakeConektaUrl}/js/conekta.js`,
      },
      stdout: 'pipe',
    },
  ],
});

/**
 * The built web app (npm run build runs before the tests) on a fresh embedded database with the demo, including a
 * 30,000-runner marathon for the reports at scale (results-marathon.spec.ts): about 6 s more at start.
 */
function demoServer(serverPort: number, serverDataDir: string) {
  return {
    command: 'npm run serve',
    cwd: '..',
    url: `http://localhost:${serverPort}/api/session`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: { ...serverEnv, PORT: String(serverPort), DATA_DIR: serverDataDir, DEMO_MARATHON_RUNNERS: '30000' },
    stdout: 'pipe' as const,
  };
}
