import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../test/test-app.ts';
import { signUpBody } from '../test/fixtures.ts';
import { maskEmails, maskUrl } from './logging.ts';

describe('maskUrl', () => {
  it('masks registration keys, reset tokens and private links, and keeps the rest', () => {
    expect(maskUrl('/api/registrations/k3y-0123456789abcdef/bib.png?event=7')).toBe('/api/registrations/[oculto]/bib.png?event=7');
    expect(maskUrl('/api/registrations/k3y-0123456789abcdef')).toBe('/api/registrations/[oculto]');
    expect(maskUrl('/detalle-inscrito?registry=k3y-0123456789abcdef&event=7')).toBe('/detalle-inscrito?registry=%5Boculto%5D&event=7');
    expect(maskUrl('/password-restore?token=abcDEF123')).toBe('/password-restore?token=%5Boculto%5D');
    expect(maskUrl('/api/events/4/registration?tkl=privado')).toBe('/api/events/4/registration?tkl=%5Boculto%5D');
    expect(maskUrl('/api/events/4/results?modality=10K')).toBe('/api/events/4/results?modality=10K');
  });

  it('masks e-mail addresses in free text', () => {
    expect(maskEmails('Sign-up attempt for existing email: ana.lopez@ejemplo.mx')).toBe('Sign-up attempt for existing email: [oculto]');
  });
});

describe.each(testDatabases)('logs carry no personal data nor secrets (%s)', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  const consoleOutput: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(kind, { logger: { stream } });
    // A database that refuses one phone number: the insert of a sign-up fails inside the auth library.
    await sql`alter table users add constraint test_refused_phone check (phone <> '5599990000')`.execute(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    lines.length = 0;
    consoleOutput.length = 0;
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void consoleOutput.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${JSON.stringify(arg)}` : String(arg))).join(' ')));
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a failed sign-up logs that it failed, without the name, e-mail, phone or birth date', async () => {
    const body = signUpBody({ firstNames: 'Xóchitl Fernanda', lastNames: 'Quintanilla Ybarra', phone: '5599990000', birthDate: '1987-11-23' });
    const response = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: body });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const everything = [...lines, ...consoleOutput].join('\n');
    expect(lines.some((line) => line.includes('Failed to create user') && line.includes('23514'))).toBe(true); // the fact and its code stay
    for (const personal of [body.email, body.phone, 'Xóchitl', 'Quintanilla', body.birthDate]) expect(everything).not.toContain(personal);
  });

  it('request lines show the route, not the registration key', async () => {
    const key = 'k3y-secreta-0123456789abcdef';
    await t.app.inject({ url: `/api/registrations/${key}?event=1` });
    await t.app.inject({ url: `/api/registrations/${key}/confirmation.pdf?event=1` });
    const requestLines = lines.filter((line) => line.includes('/api/registrations/'));
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.join('\n')).toContain('/api/registrations/[oculto]');
    expect([...lines, ...consoleOutput].join('\n')).not.toContain(key);
  });
});
