import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.ts';
import { signUpBody } from '../../test/fixtures.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { passwordResetMail } from './templates/password-reset.ts';

describe.each(testDatabases)('outbox delivery over SMTP on %s', (kind) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(kind, { env: { SMTP_URL: sink.url, MAIL_FROM: 'Dorsal <no-responder@dorsal.mx>' } });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('delivers the reset mail through the SMTP server and marks it sent', async () => {
    const body = signUpBody();
    await t.app.inject({ method: 'POST', url: '/api/accounts', payload: body });
    await t.app.inject({ method: 'POST', url: '/api/password-reset-requests', headers: { host: 'localhost:3000' }, payload: { email: body.email } });

    const sent = await t.services.deliverDueMails!();
    expect(sent).toBeGreaterThanOrEqual(1);
    const mail = sink.received.find((item) => item.to.includes(body.email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('no-responder@dorsal.mx');
    expect(mail!.decoded).toMatch(/http:\/\/localhost:3000\/password-restore\?token=[\w-]+/);
    expect(mail!.decoded).toContain('Hola María José');

    const row = await t.db.selectFrom('outboxMails').selectAll().where('toAddress', '=', body.email).executeTakeFirstOrThrow();
    expect(row.sentAt).not.toBeNull();
    expect(await t.services.deliverDueMails!()).toBe(0); // nothing is sent twice
  });

  it('sends on its own when the periodic sweep runs', async () => {
    const running = await createTestApp(kind, { env: { SMTP_URL: sink.url }, runJobs: true });
    try {
      await running.services.outbox.insert(passwordResetMail({ to: 'sola@ejemplo.mx', firstNames: 'Sol', link: 'http://localhost/y' }));
      await expect.poll(() => sink.received.some((mail) => mail.to.includes('sola@ejemplo.mx')), { timeout: 10_000 }).toBe(true);
    } finally {
      await running.close();
    }
  });

  it('does not list the outbox when SMTP is configured', async () => {
    expect((await t.app.inject({ url: '/api/dev/mailbox' })).statusCode).toBe(404);
  });

  it('keeps a mail the server refuses and retries it later', async () => {
    const refusing = await startSmtpSink({ rejectAll: true });
    const failing = await createTestApp(kind, { env: { SMTP_URL: refusing.url } });
    try {
      await failing.services.outbox.insert(passwordResetMail({ to: 'ana@ejemplo.mx', firstNames: 'Ana', link: 'http://localhost/x' }));
      expect(await failing.services.deliverDueMails!()).toBe(0);
      const row = await failing.db.selectFrom('outboxMails').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ sentAt: null, attempts: 1 });
      expect(row.lastError).toMatch(/550/);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      expect(await failing.services.deliverDueMails!()).toBe(0); // not due yet: no second attempt
      expect((await failing.db.selectFrom('outboxMails').select('attempts').executeTakeFirstOrThrow()).attempts).toBe(1);
    } finally {
      await failing.close();
      await refusing.close();
    }
  });
});
