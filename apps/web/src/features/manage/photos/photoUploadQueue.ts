import * as tus from 'tus-js-client';
import { messages, MAX_PHOTO_BYTES, photoTooLargeMessage, photoUploadKey, photoUploadsPath } from '@dorsal/core';
import { fetchBatchFiles } from './photosApi.ts';

const t = messages.photos.upload;
/** Files sent at the same time. */
const PARALLEL = 3;

export type UploadState = 'waiting' | 'uploading' | 'uploaded' | 'already' | 'failed' | 'skipped';
export interface UploadItem {
  key: string;
  file: File;
  state: UploadState;
  sent: number;
  error: string | null;
}

/** The Spanish reason of a failed tus request: the server's own text for a refusal (4xx), else the connection's. */
function reasonOf(error: Error): { status: number; message: string } {
  const response = error instanceof tus.DetailedError ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  const body = response?.getBody() ?? '';
  return { status, message: status >= 400 && status < 500 && body && body.length < 300 ? body : t.errors.network };
}

/**
 * Sends a batch's files by tus, three at a time. A file the batch already has (a resumed batch) is not sent; a file cut
 * short resumes from the bytes the server has (tus-js-client keeps its upload URL in localStorage); a failed file
 * waits for 'Reintentar' or 'Omitir' while the rest go on. `changed` tells whether anything moved since last asked.
 */
export class PhotoUploadQueue {
  items: UploadItem[] = [];
  batchId: number | null = null;
  private uploads = new Map<string, tus.Upload>();
  private dirty = false;

  constructor(private readonly eventId: number) {}

  takeChanged(): boolean {
    const changed = this.dirty;
    this.dirty = false;
    return changed;
  }

  /** Queues files for a batch; those it already received (by upload key) are marked and not sent. */
  async start(batchId: number, files: File[]) {
    this.batchId = batchId;
    const received = new Set((await fetchBatchFiles(this.eventId, batchId)).files.map((file) => file.uploadKey));
    const known = new Set(this.items.map((item) => item.key));
    for (const file of files) {
      const key = photoUploadKey(batchId, file);
      if (known.has(key)) continue;
      known.add(key);
      const tooLarge = file.size > MAX_PHOTO_BYTES;
      const already = received.has(key);
      this.items.push({ key, file, state: already ? 'already' : tooLarge ? 'failed' : 'waiting', sent: already ? file.size : 0, error: tooLarge ? photoTooLargeMessage : null });
    }
    this.pump();
  }

  retry(key: string) {
    const item = this.items.find((candidate) => candidate.key === key);
    if (item && item.state === 'failed' && item.file.size <= MAX_PHOTO_BYTES) item.state = 'waiting';
    this.pump();
  }

  retryFailed() {
    for (const item of this.items) if (item.state === 'failed' && item.file.size <= MAX_PHOTO_BYTES) item.state = 'waiting';
    this.pump();
  }

  skip(key: string) {
    const item = this.items.find((candidate) => candidate.key === key);
    if (item && item.state !== 'uploaded' && item.state !== 'already') {
      void this.uploads.get(key)?.abort();
      item.state = 'skipped';
    }
    this.pump();
  }

  /** Forgets a finished batch (a new one starts with the next files). */
  clear() {
    if (this.items.some((item) => item.state === 'uploading' || item.state === 'waiting')) return;
    this.items = [];
    this.batchId = null;
    this.dirty = true;
  }

  stop() {
    for (const upload of this.uploads.values()) void upload.abort();
  }

  private pump() {
    let running = this.items.filter((item) => item.state === 'uploading').length;
    for (const item of this.items) {
      if (running >= PARALLEL) break;
      if (item.state !== 'waiting') continue;
      running += 1;
      this.send(item);
    }
    this.dirty = true;
  }

  private send(item: UploadItem) {
    item.state = 'uploading';
    item.error = null;
    const done = () => {
      this.uploads.delete(item.key);
      this.pump();
    };
    const upload = new tus.Upload(item.file, {
      endpoint: photoUploadsPath(this.eventId),
      retryDelays: [0, 1000, 3000, 5000],
      metadata: { batchId: String(this.batchId), uploadKey: item.key, filename: item.file.name, filetype: item.file.type },
      fingerprint: async () => `dorsal-photo:${this.eventId}:${item.key}`,
      removeFingerprintOnSuccess: true,
      onShouldRetry: (error) => {
        const status = reasonOf(error).status;
        return status === 0 || status >= 500 || status === 423;
      },
      onProgress: (sent) => {
        item.sent = sent;
        this.dirty = true;
      },
      onSuccess: () => {
        item.state = 'uploaded';
        item.sent = item.file.size;
        done();
      },
      onError: (error) => {
        const { status, message } = reasonOf(error);
        item.state = status === 409 ? 'already' : 'failed';
        item.error = status === 409 ? null : message;
        done();
      },
    });
    this.uploads.set(item.key, upload);
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  }
}
