import type { Readable } from 'node:stream';

/** Bytes asked for: from `start` to `end` (inclusive; to the end of the file without it), or the last `suffix` bytes. */
export type RangeRequest = { start: number; end?: number } | { suffix: number };

/** A stored file opened for sending: its bytes (all of them, or the range asked for) and what a response needs. */
export interface OpenedFile {
  body: Readable;
  /** Bytes of the whole file. */
  size: number;
  contentType: string;
  /** The bytes in `body` (inclusive), or null for the whole file. */
  range: { start: number; end: number } | null;
  etag: string | null;
  lastModified: Date | null;
}

/** A range that starts past the end of the file (HTTP 416). */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super('Range not satisfiable');
  }
}

/**
 * Where uploaded and generated files live; keys are relative paths like `avatars/abc.jpg`. Adapters: a local folder
 * (default) and an S3-compatible bucket. Either way browsers fetch files at `publicUrl(key)` = `/files/{key}`, a
 * route of the app that streams from the configured storage, so stored URLs survive a change of storage.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Writes a stream without holding it in memory (videos); a stream that fails leaves no file behind. */
  putStream(key: string, data: Readable, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The file (or a range of it) as a stream, or null when there is none; a range past its end throws RangeNotSatisfiable. */
  open(key: string, range?: RangeRequest): Promise<OpenedFile | null>;
  /** Deletes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The key of a URL this storage handed out, or null for any other URL. */
  keyOf(url: string): string | null;
  /** The URL browsers use to fetch the file. */
  publicUrl(key: string): string;
}

/** The bytes behind a URL this storage handed out; undefined for no URL, a foreign URL or a missing file. */
export async function readStoredUrl(storage: FileStorage, url: string | null | undefined): Promise<Buffer | undefined> {
  const key = url ? storage.keyOf(url) : null;
  return key ? ((await storage.read(key)) ?? undefined) : undefined;
}

export const FILES_PREFIX = '/files/';

/** A key is a relative path of plain segments: no '..', no empty segment, no backslash or control character. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 500 || key.startsWith('/') || /[\\]/.test(key) || [...key].some((char) => char.charCodeAt(0) < 0x20)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function checkedKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** `/files/{key}` ↔ key, the same for every adapter. */
export const filesUrls = {
  keyOf(url: string): string | null {
    if (!url.startsWith(FILES_PREFIX)) return null;
    let key: string;
    try {
      key = decodeURIComponent(url.slice(FILES_PREFIX.length).split(/[?#]/)[0]!);
    } catch {
      return null;
    }
    return isValidKey(key) ? key : null;
  },
  publicUrl(key: string): string {
    return `${FILES_PREFIX}${key}`;
  },
};

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

/** The content type a file's name implies (a local folder keeps no content types). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return contentTypes[extension] ?? 'application/octet-stream';
}

/** A range request resolved against a file's size: inclusive bounds, or RangeNotSatisfiable. */
export function resolveRange(range: RangeRequest, size: number): { start: number; end: number } {
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) throw new RangeNotSatisfiable(size);
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size || (range.end !== undefined && range.end < range.start)) throw new RangeNotSatisfiable(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
