import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../../../lib/errors.ts';
import { parseActivityFile } from './parse-activity-file.ts';

/** Runs in a worker thread (parse-off-thread.ts): reads one file and posts what it read, or the user's error. */
try {
  parentPort!.postMessage({ parsed: parseActivityFile(Buffer.from(workerData as Uint8Array)) });
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  parentPort!.postMessage({ refused: { status: error.status, code: error.code, message: error.message } });
}
