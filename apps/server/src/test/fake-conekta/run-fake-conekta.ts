import { startFakeConekta } from './fake-conekta-server.ts';
import { fakeConektaKeys, fixedWebhookPublicKeyPem } from './fixed-keys.ts';

/**
 * The fake Conekta as a process of its own (Playwright starts it beside a Dorsal server with
 * PAYMENTS_PROVIDER=conekta): FAKE_CONEKTA_PORT (default 4175), the keys in fixed-keys.ts.
 * Its webhook signer is `createWebhookSigner(fixedWebhookPrivateKeyPem)`; the server's
 * CONEKTA_WEBHOOK_KEY is `fixedWebhookPublicKeyPem`.
 */
const port = Number(process.env.FAKE_CONEKTA_PORT ?? 4175);
const fake = await startFakeConekta({ port, host: process.env.FAKE_CONEKTA_HOST ?? '127.0.0.1', ...fakeConektaKeys });

console.log(`Fake Conekta on ${fake.url}`);
console.log(`  CONEKTA_API_URL=${fake.url} CONEKTA_PRIVATE_KEY=${fake.privateKey} CONEKTA_PUBLIC_KEY=${fake.publicKey}`);
console.log(`  CONEKTA_TOKENIZER_URL=${fake.url}/js/conekta.js`);
console.log(`  CONEKTA_WEBHOOK_KEY (base64 of the PEM)=${Buffer.from(fixedWebhookPublicKeyPem).toString('base64')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
