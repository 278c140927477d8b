import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CHALLENGE_AUDIO_MAX_BYTES, messages } from '@dorsal/core';
import { AppError } from '../../../lib/errors.ts';
import type { ImageUploadRule } from '../../../lib/images.ts';
import { readSingleFile } from '../../../lib/uploads.ts';
import type { FileStorage } from '../../../adapters/storage/file-storage.ts';

const t = messages.challengeOrganizer;

/** The challenge's photo: the spec's 800 px event photos, JPEG. */
export const challengePhotoUpload: ImageUploadRule = {
  field: 'photo',
  maxBytes: 10 * 1024 * 1024,
  tooLargeMessage: t.photo.tooLarge,
  notImage: () => new AppError(400, 'not_image', t.photo.notImage, { photo: t.photo.notImage }),
  shape: { maxWidth: 800, maxHeight: 800, format: 'jpeg' },
};

const notAudio = () => new AppError(400, 'not_audio', t.audio.notAudio, { audio: t.audio.notAudio });

/** The audio formats browsers play, told by their first bytes (the client's type and name prove nothing). */
function audioFormat(data: Buffer): { extension: string; contentType: string } | null {
  const ascii = (start: number, end: number) => data.subarray(start, end).toString('latin1');
  if (ascii(0, 3) === 'ID3' || (data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0 && ((data[1] ?? 0) & 0x06) !== 0)) return { extension: 'mp3', contentType: 'audio/mpeg' };
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return { extension: 'wav', contentType: 'audio/wav' };
  if (ascii(0, 4) === 'OggS') return { extension: 'ogg', contentType: 'audio/ogg' };
  if (ascii(0, 4) === 'fLaC') return { extension: 'flac', contentType: 'audio/flac' };
  if (ascii(4, 8) === 'ftyp') return { extension: 'm4a', contentType: 'audio/mp4' };
  if (data.readUInt32BE(0) === 0x1a45dfa3) return { extension: 'webm', contentType: 'audio/webm' };
  if (data[0] === 0xff && ((data[1] ?? 0) & 0xf6) === 0xf0) return { extension: 'aac', contentType: 'audio/aac' };
  return null;
}

/** Reads the one audio file of the request ('audio' field), refuses anything else or over ~3000 kB, stores it. */
export async function storeChallengeAudio(request: FastifyRequest, storage: FileStorage, challengeId: string, kind: 'start' | 'finish'): Promise<string> {
  const file = await readSingleFile(request, {
    maxBytes: CHALLENGE_AUDIO_MAX_BYTES - 1,
    tooLargeMessage: t.audio.tooLarge,
    accept: ({ fieldName }) => {
      if (fieldName !== 'audio') throw notAudio();
    },
  });
  if (!file || file.data.length < 12) throw notAudio();
  const format = audioFormat(file.data);
  if (!format) throw notAudio();
  const key = `challenges/${challengeId}/audio-${kind}-${randomBytes(6).toString('hex')}.${format.extension}`;
  await storage.put(key, file.data, format.contentType);
  return storage.publicUrl(key);
}
