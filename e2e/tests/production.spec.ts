import http from 'node:http';
import { expect, test } from '@playwright/test';
import { startSmtpSink } from '@dorsal/server/test/smtp-sink';
import { newAthlete } from '../support/accounts.ts';
import { freePort, runUntilExit, startServer, type ServerProcess } from '../support/server-process.ts';

// The real server (npm run serve) in production mode, next to the development one the other specs use.
const PUBLIC_URL = 'https://inscripciones.dorsal.example';
const productionEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL,
  AUTH_SECRET: 'e2e-production-secret-with-more-than-32-chars',
  ALLOW_SANDBOX_PAYMENTS: 'true',
  HOST: '127.0.0.1',
};

/** A POST with headers a browser would never let a page set (Host, X-Forwarded-Host). */
function postWithHeaders(url: string, headers: Record<string, string>, body: unknown): Promise<number> {
  const target = new URL(url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

test.describe('production mode', () => {
  test.describe.configure({ mode: 'serial' });
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: ServerProcess;

  test.beforeAll(async () => {
    test.skip(test.info().project.name !== 'desktop', 'server-level checks: once, not per screen size');
    test.setTimeout(180_000);
    sink = await startSmtpSink();
    server = await startServer(await freePort(), { ...productionEnv, SMTP_URL: sink.url });
  });
  test.afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  test('refuses to start without PUBLIC_URL, AUTH_SECRET and SMTP_URL, saying why', async () => {
    const { code, output } = await runUntilExit({ NODE_ENV: 'production', PORT: String(await freePort()) });
    expect(code).toBe(1);
    for (const variable of ['PUBLIC_URL', 'AUTH_SECRET', 'SMTP_URL', 'PAYMENTS_PROVIDER']) expect(output).toContain(`${variable}:`);
  });

  test('serves the app without the development mailbox: /buzon and its API answer 404', async ({ page, request }) => {
    expect((await request.get(`${server.url}/api/dev/mailbox`)).status()).toBe(404);
    const mailboxPage = await page.goto(`${server.url}/buzon`);
    expect(mailboxPage!.status()).toBe(404);
    const home = await page.goto(`${server.url}/`);
    expect(home!.status()).toBe(200);
    expect(home!.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(home!.headers()['strict-transport-security']).toMatch(/max-age=/);
  });

  test('a reset requested with a forged Host and X-Forwarded-Host mails a link on PUBLIC_URL', async ({ request }) => {
    const athlete = newAthlete();
    const signUp = await request.post(`${server.url}/api/accounts`, {
      data: { firstNames: athlete.firstNames, lastNames: athlete.lastNames, phone: athlete.phone, gender: athlete.gender, birthDate: '1990-05-17', email: athlete.email, password: athlete.password },
    });
    expect(signUp.status()).toBe(201);

    const status = await postWithHeaders(`${server.url}/api/password-reset-requests`, { host: 'atacante.example', 'x-forwarded-host': 'atacante.example', 'x-forwarded-proto': 'https' }, { email: athlete.email });
    expect(status).toBe(202);

    // The outbox sweep delivers within seconds through SMTP.
    await expect.poll(() => sink.received.filter((mail) => mail.to.includes(athlete.email.toLowerCase())).length, { timeout: 30_000 }).toBe(1);
    const mail = sink.received.find((item) => item.to.includes(athlete.email.toLowerCase()))!;
    expect(mail.decoded).toMatch(new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/password-restore\\?token=[\\w-]+`));
    expect(mail.decoded).not.toContain('atacante');
  });
});
