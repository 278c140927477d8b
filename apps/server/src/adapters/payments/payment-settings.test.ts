import { describe, expect, it } from 'vitest';
import { fixedWebhookPublicKeyPem } from '../../test/fake-conekta/fixed-keys.ts';
import { createPaymentProvider, readPaymentsSettings } from './payment-settings.ts';

describe('payment settings', () => {
  it('uses the sandbox by default', () => {
    const settings = readPaymentsSettings({});
    expect(settings).toEqual({ provider: 'sandbox' });
    const provider = createPaymentProvider(settings);
    expect(provider.kind).toBe('sandbox');
    if (provider.kind === 'sandbox') expect(typeof provider.markCashPaid).toBe('function');
  });

  it('reads the Conekta variables, Digital FEMSA style included', () => {
    const settings = readPaymentsSettings({
      PAYMENTS_PROVIDER: 'conekta',
      CONEKTA_API_URL: 'https://api.digitalfemsa.io',
      CONEKTA_PRIVATE_KEY: 'key_private',
      CONEKTA_PUBLIC_KEY: 'key_public',
      CONEKTA_WEBHOOK_KEY: '-----BEGIN PUBLIC KEY-----',
      CONEKTA_API_VERSION: '2.1.0',
      CONEKTA_ACCEPT_VENDOR: 'app',
    });
    expect(settings).toEqual({
      provider: 'conekta',
      conekta: { baseUrl: 'https://api.digitalfemsa.io', privateKey: 'key_private', publicKey: 'key_public', webhookPublicKey: '-----BEGIN PUBLIC KEY-----', apiVersion: '2.1.0', acceptVendor: 'app' },
    });
  });

  it('hands the browser the public key and Conekta.js, from CONEKTA_TOKENIZER_URL when set', () => {
    const env = { PAYMENTS_PROVIDER: 'conekta', CONEKTA_PRIVATE_KEY: 'key_private', CONEKTA_PUBLIC_KEY: 'key_public', CONEKTA_WEBHOOK_KEY: fixedWebhookPublicKeyPem };
    expect(createPaymentProvider(readPaymentsSettings(env)).cardTokenizer).toEqual({ kind: 'conekta', publicKey: 'key_public', scriptUrl: 'https://cdn.conekta.io/js/latest/conekta.js' });
    const local = readPaymentsSettings({ ...env, CONEKTA_TOKENIZER_URL: 'http://127.0.0.1:4175/js/conekta.js' });
    expect(createPaymentProvider(local).cardTokenizer).toMatchObject({ scriptUrl: 'http://127.0.0.1:4175/js/conekta.js' });
    expect(() => readPaymentsSettings({ ...env, CONEKTA_TOKENIZER_URL: 'conekta.js' })).toThrow(/CONEKTA_TOKENIZER_URL/);
    expect(createPaymentProvider(readPaymentsSettings({})).cardTokenizer).toEqual({ kind: 'sandbox' });
  });

  it('stops the start when Conekta lacks its keys', () => {
    expect(() => readPaymentsSettings({ PAYMENTS_PROVIDER: 'conekta', CONEKTA_PRIVATE_KEY: 'key' })).toThrow(/CONEKTA_PUBLIC_KEY: required[\s\S]*CONEKTA_WEBHOOK_KEY: required/);
    expect(() => readPaymentsSettings({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/PAYMENTS_PROVIDER/);
  });
});
