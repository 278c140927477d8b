import { describe, expect, it } from 'vitest';
import { adjustedPhotoTime, photoCaptureInstant } from './upload-capture-time.ts';
import { createPhotoBatchSchema, photoUploadKey, sniffPhotoType } from './upload-rules.ts';

describe('race photo capture time', () => {
  it('reads EXIF wall-clock time in the event zone, or with the camera’s own offset', () => {
    expect(photoCaptureInstant('2026:11:01 08:15:30', undefined, 'America/Mexico_City')?.toISOString()).toBe('2026-11-01T14:15:30.000Z');
    expect(photoCaptureInstant('2026:11:01 08:15:30', '-05:00', 'America/Mexico_City')?.toISOString()).toBe('2026-11-01T13:15:30.000Z');
    expect(photoCaptureInstant('2026:07:01 08:00:00', '+0200', 'UTC')?.toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(photoCaptureInstant('2026:02:30 08:00:00', undefined, 'UTC')).toBeNull();
    expect(photoCaptureInstant('0000:00:00 00:00:00', undefined, 'UTC')).toBeNull();
    expect(photoCaptureInstant(undefined, undefined, 'UTC')).toBeNull();
  });

  it('adds the camera clock offset', () => {
    expect(adjustedPhotoTime(new Date('2026-11-01T14:15:30Z'), -45)?.toISOString()).toBe('2026-11-01T14:14:45.000Z');
    expect(adjustedPhotoTime(null, 30)).toBeNull();
  });
});

describe('race photo upload rules', () => {
  it('knows images by their first bytes', () => {
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe('png');
    expect(sniffPhotoType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });

  it('keys a file by batch, size, date and name; checks a batch in Spanish', () => {
    expect(photoUploadKey(3, { name: 'a.jpg', size: 10, lastModified: 5 })).toBe('3/10/5/a.jpg');
    const bad = createPhotoBatchSchema.safeParse({ point: 'salida', cameraClockOffsetSeconds: 0.5, totalFiles: 0 });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.message)).toEqual([
      'Elige la meta o un punto de control del evento',
      'El desfase va de -86400 a 86400 segundos (un día)',
      'Un lote lleva de 1 a 5000 fotos',
    ]);
  });
});
