import { ApiError } from './ApiError.ts';

/**
 * Posts a multipart form with XMLHttpRequest so the upload progress can be shown.
 * `onProgress` receives whole percentages 0–100. Rejects with an ApiError.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? (JSON.parse(request.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(ApiError.fromBody(request.status, body));
    };
    request.onerror = () => reject(ApiError.network());
    request.send(form);
  });
}
