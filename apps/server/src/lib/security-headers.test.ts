import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../test/test-app.ts';
import { contentSecurityDirectives } from './security-headers.ts';

const conekta = {
  provider: 'conekta' as const,
  conekta: { privateKey: 'key_private', publicKey: 'key_public', webhookPublicKey: 'pem', baseUrl: 'http://127.0.0.1:4175', tokenizerScriptUrl: 'http://127.0.0.1:4175/js/conekta.js' },
};

/** A CSP header as directive → sources. */
function parseCsp(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('content security policy', () => {
  it('lets in Conekta.js and its API only when Conekta is the provider, by configured origin', () => {
    const sandbox = contentSecurityDirectives({ publicUrl: undefined, frameAncestors: [], payments: { provider: 'sandbox' } });
    expect(sandbox['script-src']).not.toContain('https://cdn.conekta.io');
    const fake = contentSecurityDirectives({ publicUrl: undefined, frameAncestors: [], payments: conekta });
    expect(fake['script-src']).toContain('http://127.0.0.1:4175');
    expect(fake['connect-src']).toContain('http://127.0.0.1:4175');
    const real = contentSecurityDirectives({ publicUrl: undefined, frameAncestors: [], payments: { provider: 'conekta', conekta: { privateKey: 'k', publicKey: 'k', webhookPublicKey: 'k' } } });
    expect(real['script-src']).toContain('https://cdn.conekta.io');
    expect(real['connect-src']).toEqual(expect.arrayContaining(['https://cdn.conekta.io', 'https://api.conekta.io']));
  });

  it('never allows inline or evaluated scripts; analytics and video hosts as the web loads them', () => {
    const directives = contentSecurityDirectives({ publicUrl: 'https://dorsal.example', frameAncestors: ['https://maraton.example'], payments: { provider: 'sandbox' } });
    expect(directives['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://connect.facebook.net']);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'", 'https://maraton.example']);
    expect(directives['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(directives['img-src']).toContain('https:'); // imported events keep logos at the previous platform's storage
    expect(directives).toHaveProperty('upgrade-insecure-requests');
  });
});

describe.each(testDatabases)('security headers on %s', (kind) => {
  let t: TestApp;
  let framed: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Dorsal</title>');
    t = await createTestApp(kind, { webDist });
    framed = await createTestApp(kind, { env: { FRAME_ANCESTORS: 'https://maraton.example', PUBLIC_URL: 'https://dorsal.example' } });
  });
  afterAll(async () => {
    await t?.close();
    await framed?.close();
    if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends CSP, nosniff, the referrer policy and frame protection on pages, API answers and files', async () => {
    for (const url of ['/', '/detalle-inscrito?registry=abc', '/api/session', '/api/no-existe']) {
      const response = await t.app.inject({ url });
      const csp = parseCsp(response.headers['content-security-policy'] as string);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp).not.toHaveProperty('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets FRAME_ANCESTORS embed the app, and asks for HTTPS once PUBLIC_URL is https', async () => {
    const response = await framed.app.inject({ url: '/api/session' });
    expect(parseCsp(response.headers['content-security-policy'] as string)['frame-ancestors']).toEqual(["'self'", 'https://maraton.example']);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
