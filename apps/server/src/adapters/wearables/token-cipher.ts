import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Wearable tokens at rest: AES-256-GCM with a key derived (HKDF-SHA256) from the server's AUTH_SECRET, so a copy of
 * the database alone does not give access to anyone's Garmin data. `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export interface TokenCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createTokenCipher(secret: string): TokenCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, 'dorsal-wearables', 'wearable-tokens-v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed wearable token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
