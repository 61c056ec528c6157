import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from './api-client';

export type UploadProgress = { loaded: number; total: number; percent: number };

/**
 * A multipart request through XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not). Same contract as api-client: JSON back, ApiError on failure.
 */
export function uploadRequest<T>(
  path: string,
  body: FormData,
  onProgress?: (progress: UploadProgress) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'text';
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (!event.lengthComputable) return;
        onProgress({
          loaded: event.loaded,
          total: event.total,
          percent: Math.round((event.loaded / event.total) * 100),
        });
      });
    }
    xhr.addEventListener('load', () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(toApiError(xhr.status, data));
    });
    xhr.addEventListener('error', () =>
      reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE)),
    );
    xhr.addEventListener('abort', () =>
      reject(new ApiError(0, 'ABORTED', 'Envoi du fichier annulé.')),
    );
    xhr.send(body);
  });
}
