import { uploadWithProgress } from '../../shared/http/uploadWithProgress.ts';

/** Posts one file as multipart `file` with upload progress; a rejection is an ApiError with the file's problems. */
export function uploadImportFile<T>(path: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<T>(path, form, onProgress);
}
