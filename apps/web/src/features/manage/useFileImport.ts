import { useState } from 'react';
import { uploadImportFile } from './uploadImportFile.ts';
import { ApiError, errorMessage, type ApiProblem } from '../../shared/http/ApiError.ts';

export interface FileImportState {
  /** 0–100 while uploading, null when idle. */
  progress: number | null;
  error: { message: string; problems: ApiProblem[] } | null;
  upload: (file: File) => Promise<void>;
}

/** Uploads a file to an import endpoint and keeps its progress and its error (with the file's problems). */
export function useFileImport<T>(path: string, onDone: (answer: T) => void): FileImportState {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<FileImportState['error']>(null);
  async function upload(file: File) {
    setError(null);
    setProgress(0);
    try {
      const answer = await uploadImportFile<T>(path, file, setProgress);
      onDone(answer);
    } catch (caught) {
      setError({ message: errorMessage(caught), problems: caught instanceof ApiError ? caught.problems : [] });
    } finally {
      setProgress(null);
    }
  }
  return { progress, error, upload };
}
