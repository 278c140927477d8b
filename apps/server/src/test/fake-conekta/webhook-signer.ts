import { createPrivateKey, createPublicKey, createSign, generateKeyPairSync } from 'node:crypto';

/**
 * Plays Conekta's side of a webhook key (developers.conekta.com/docs/autenticación-webhooks):
 * an RSA key pair made for the test; the public key goes to the adapter as `webhookPublicKey`,
 * and each payload is sent with a `digest` header: RSA-SHA256 over the exact body, base64.
 * A given private key (PEM) makes the pair fixed, for a fake started before the server (fixed-keys.ts).
 */
export function createWebhookSigner(privateKeyPem?: string) {
  const { publicKey, privateKey } = privateKeyPem ? fixedPair(privateKeyPem) : generateKeyPairSync('rsa', { modulusLength: 2048 });

  function sign(payload: unknown): { rawBody: Buffer; headers: Record<string, string> } {
    const rawBody = Buffer.isBuffer(payload) ? payload : Buffer.from(JSON.stringify(payload), 'utf8');
    const signer = createSign('RSA-SHA256');
    signer.update(rawBody);
    return { rawBody, headers: { 'content-type': 'application/json', digest: signer.sign(privateKey, 'base64') } };
  }

  return {
    /** As POST /webhook_keys returns it. */
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    /** The same key as base64 DER, the other form an operator may paste into CONEKTA_WEBHOOK_KEY. */
    publicKeyDerBase64: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    sign,
  };
}

function fixedPair(privateKeyPem: string) {
  const privateKey = createPrivateKey(privateKeyPem);
  return { privateKey, publicKey: createPublicKey(privateKey) };
}
