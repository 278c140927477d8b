import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dorsal/core';
import { createTestApp, testDatabases, type TestApp } from './test/test-app.ts';
import { signUpBody } from './test/fixtures.ts';
import { startSmtpSink } from './test/smtp-sink.ts';
import { createRegistrationEvent, postRegistration, registrationBody } from './modules/registration/registration.fixtures.ts';

const PUBLIC_URL = 'https://inscripciones.dorsal.example';
const forgedHeaders = [
  { host: 'atacante.example' },
  { host: 'localhost:3000', 'x-forwarded-host': 'atacante.example', 'x-forwarded-proto': 'http' },
];

describe.each(testDatabases)('production mode (NODE_ENV=production) on %s', (kind) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Dorsal</title><div id="root"></div>');
    t = await createTestApp(kind, {
      webDist,
      env: { NODE_ENV: 'production', PUBLIC_URL, AUTH_SECRET: 'a-production-secret-of-forty-characters!!', SMTP_URL: sink.url, ALLOW_SANDBOX_PAYMENTS: 'true' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
    if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('has no development mailbox: neither its API nor its page, not even from this machine', async () => {
    for (const url of ['/api/dev/mailbox', '/buzon', '/buzon/', '/buzon?x=1']) {
      const response = await t.app.inject({ url, remoteAddress: '127.0.0.1' });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ url: '/atletas' })).statusCode).toBe(200);
  });

  it('simulates no OXXO payment but of an event in test mode: a real pending slip stays pending', async () => {
    const eventId = await createRegistrationEvent(t);
    const created = await postRegistration(t, eventId, registrationBody({ payment: { method: 'oxxo_cash' } }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json().registration;
    const paid = await t.app.inject({ method: 'POST', url: `/api/registrations/${id}/sandbox-pay?event=${eventId}` });
    expect(paid.statusCode).toBe(404);
    expect(paid.json().error.message).toBe(messages.common.notFound);
    const confirmation = await t.app.inject({ url: `/api/registrations/${id}?event=${eventId}` });
    expect(confirmation.json().registration.payment.status).toBe('pending');

    const testEvent = await createRegistrationEvent(t);
    await t.db.updateTable('events').set({ isTest: true }).where('id', '=', testEvent).execute();
    const slip = (await postRegistration(t, testEvent, registrationBody({ payment: { method: 'oxxo_cash' } }))).json().registration;
    const simulated = await t.app.inject({ method: 'POST', url: `/api/registrations/${slip.id}/sandbox-pay?event=${testEvent}` });
    expect(simulated.statusCode, simulated.body).toBe(200);
    expect(simulated.json().registration.payment.status).toBe('paid');
  });

  it('mails reset and registration links on PUBLIC_URL, whatever Host and X-Forwarded-Host say', async () => {
    const eventId = await createRegistrationEvent(t);
    const athlete = signUpBody();
    await t.app.inject({ method: 'POST', url: '/api/accounts', payload: athlete });
    const registrant = registrationBody();
    for (const headers of forgedHeaders) {
      const reset = await t.app.inject({ method: 'POST', url: '/api/password-reset-requests', headers, payload: { email: athlete.email } });
      expect(reset.statusCode).toBe(202);
    }
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/registrations`,
      headers: { ...forgedHeaders[1], 'idempotency-key': `forged-host-${Date.now()}` },
      payload: registrant,
    });
    expect(registered.statusCode).toBe(201);
    const { id } = registered.json().registration;
    const confirmation = await t.app.inject({ url: `/api/registrations/${id}?event=${eventId}`, headers: forgedHeaders[0] });
    expect(confirmation.json().registration.trackingUrl).toBe(`${PUBLIC_URL}/detalle-inscrito?registry=${id}&event=${eventId}`);

    await t.services.deliverDueMails!();
    const mails = sink.received.filter((mail) => mail.to.includes(athlete.email) || mail.to.includes(registrant.athlete.email));
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const mail of mails) {
      expect(mail.decoded).not.toContain('atacante');
      const links = mail.decoded.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
      expect(links.filter((link) => /password-restore|detalle-inscrito/.test(link)).length).toBeGreaterThan(0);
      for (const link of links.filter((item) => /password-restore|detalle-inscrito/.test(item))) expect(link.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    }
  });
});
