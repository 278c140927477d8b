import type { FastifyError, FastifyRequest } from 'fastify';
import { messages } from '@dorsal/core';
import { AppError } from './errors.ts';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  data: Buffer;
}

interface UploadLimits {
  maxBytes: number;
  /** The refusal when the file is larger (each upload says its own limit). */
  tooLargeMessage: string;
  /** Refuses the file by its name or field, by throwing, before any of its bytes are read. */
  accept?: (file: { fieldName: string; fileName: string }) => void;
}

/** A body the multipart parser cannot read (a cut upload, a wrong boundary) is the sender's problem, not ours: 400. */
function unreadable(error: unknown): Error {
  if (error instanceof AppError) return error;
  return new AppError(400, 'unreadable_upload', messages.common.unreadableUpload);
}

/** The one file of a multipart request, read into memory up to its limit; null when none was sent. */
export async function readSingleFile(request: FastifyRequest, { maxBytes, tooLargeMessage, accept }: UploadLimits): Promise<UploadedFile | null> {
  if (!request.isMultipart()) return null;
  let file;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    throw unreadable(error);
  }
  if (!file) return null;
  const named = { fieldName: file.fieldname, fileName: file.filename };
  try {
    accept?.(named);
  } catch (error) {
    file.file.resume();
    throw error;
  }
  const tooLarge = () => new AppError(413, 'file_too_large', tooLargeMessage);
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw unreadable(error);
  }
  // toBuffer does not always throw: a file streamed in chunks can come back cut at the limit.
  if (file.file.truncated) throw tooLarge();
  return { ...named, data };
}
