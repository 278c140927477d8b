/** Lower-case letters and digits without look-alikes (0/o, 1/l/i): challenge ids. */
export const CHALLENGE_ID_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const CHALLENGE_ID_LENGTH = 8;
/** Upper-case letters and digits without look-alikes (0/O, 1/I/L): access codes. */
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ACCESS_CODE_LENGTH = 6;

/** Fills a buffer with random bytes; crypto.getRandomValues by default (browsers and Node). */
export type RandomBytes = (buffer: Uint8Array) => Uint8Array;
const cryptoBytes: RandomBytes = (buffer) => globalThis.crypto.getRandomValues(buffer);

/** `length` characters of the alphabet, each uniformly random (bytes beyond the largest multiple are drawn again). */
export function randomCode(alphabet: string, length: number, random: RandomBytes = cryptoBytes): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** A new challenge id: 8 characters, about 2^39 choices, so not guessable in sequence (the caller retries on collision). */
export const newChallengeId = (random?: RandomBytes) => randomCode(CHALLENGE_ID_ALPHABET, CHALLENGE_ID_LENGTH, random);

/** `quantity` new access codes that collide neither with `taken` nor with each other. */
export function newAccessCodes(quantity: number, taken: ReadonlySet<string>, random?: RandomBytes): string[] {
  const codes = new Set<string>();
  // 31^6 ≈ 887 million codes: a draw only fails this often with a broken random source.
  for (let attempts = 0; codes.size < quantity; attempts++) {
    if (attempts > quantity * 20 + 100) throw new Error('newAccessCodes: the random source repeats itself');
    const code = randomCode(ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH, random);
    if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}
