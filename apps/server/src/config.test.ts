import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://dorsal.example/',
  AUTH_SECRET: 'a-production-secret-of-forty-characters!!',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PAYMENTS_PROVIDER: 'conekta',
  CONEKTA_PRIVATE_KEY: 'key_private',
  CONEKTA_PUBLIC_KEY: 'key_public',
  CONEKTA_WEBHOOK_KEY: '-----BEGIN PUBLIC KEY-----',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('configuration', () => {
  it('development: loopback, demo data, no proxy trusted', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: 'localhost', seedDemo: true, trustProxy: false, production: false, frameAncestors: [], publicUrl: undefined });
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('production: every interface, no demo data unless asked, PUBLIC_URL without its trailing slash', () => {
    const config = loadConfig(production);
    expect(config).toMatchObject({ host: '0.0.0.0', seedDemo: false, production: true, publicUrl: 'https://dorsal.example' });
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('production refuses to start without PUBLIC_URL, a real AUTH_SECRET and a mail transport, naming each', () => {
    const message = problemsOf({ NODE_ENV: 'production' });
    expect(message).toMatch(/PUBLIC_URL: required in production/);
    expect(message).toMatch(/AUTH_SECRET: required in production/);
    expect(message).toMatch(/SMTP_URL: required in production/);
    expect(problemsOf({ ...production, AUTH_SECRET: 'dorsal-development-secret-change-me-in-production' })).toMatch(/AUTH_SECRET: the development value/);
    expect(problemsOf({ ...production, PUBLIC_URL: 'ftp://dorsal.example' })).toMatch(/PUBLIC_URL/);
  });

  it('production takes the sandbox only when a demonstration says so', () => {
    const sandbox = { ...production, PAYMENTS_PROVIDER: 'sandbox' };
    expect(problemsOf(sandbox)).toMatch(/PAYMENTS_PROVIDER: the sandbox takes no real money.*ALLOW_SANDBOX_PAYMENTS=true/);
    expect(loadConfig({ ...sandbox, ALLOW_SANDBOX_PAYMENTS: 'true' }).payments.provider).toBe('sandbox');
  });

  it('TRUST_PROXY takes a hop count or addresses, never "trust everyone"', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback,::1' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16', 'loopback', '::1']);
    expect(problemsOf({ TRUST_PROXY: 'true' })).toMatch(/TRUST_PROXY: give the number of proxy hops/);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.5,proxy.local' })).toMatch(/TRUST_PROXY: .*not an address: proxy\.local/);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })).toMatch(/not an address: 10\.0\.0\.0\/33/);
  });

  it('FRAME_ANCESTORS lists web origins', () => {
    expect(loadConfig({ FRAME_ANCESTORS: 'https://maraton.example/inscripciones, http://localhost:5173' }).frameAncestors).toEqual(['https://maraton.example', 'http://localhost:5173']);
    expect(problemsOf({ FRAME_ANCESTORS: 'maraton.example' })).toMatch(/FRAME_ANCESTORS/);
  });
});
