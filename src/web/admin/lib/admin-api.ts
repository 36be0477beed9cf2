import type { z } from 'zod';
import { ApiError } from '../../shared/lib/api.ts';

/**
 * The back office's calls: JSON in and out, multipart uploads with progress, same-origin cookie
 * (the session). A 4xx/5xx throws ApiError(server's {message}, status); a 401 also tells the
 * admin shell the session is gone (it then sends the visitor to /login, see admin-layout.tsx).
 * Pass a contract schema to parse the answer; without one the decoded body comes back as is.
 */
export { ApiError };

let onUnauthorized: (() => void) | null = null;

/** The admin shell registers what a 401 does; returns the unregister function. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = null;
  };
}

function unauthorized(): void {
  if (onUnauthorized) onUnauthorized();
  else if (typeof location !== 'undefined' && location.pathname !== '/login') {
    location.replace(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
  }
}

/** The body as JSON, or the bare text (the lookup calls answer "exist"/"notexist"), or null. */
function decode(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown, status: number): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  if (status === 401) return 'Please log in again.';
  return `Request failed (${status}).`;
}

function finish<T>(status: number, text: string, schema?: z.ZodType<T>): T {
  const body = decode(text);
  if (status === 401) unauthorized();
  if (status >= 400 || status === 0) throw new ApiError(status === 0 ? 'Network error. Please try again.' : messageOf(body, status), status);
  return schema ? schema.parse(body) : (body as T);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions<T> {
  /** Parses the answer (a contract schema); without it the answer is returned unchecked. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/** One call; `body` is sent as JSON, or as multipart when it is a FormData. */
export async function adminCall<T = unknown>(method: Method, path: string, body?: unknown, options: CallOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(path, { method, credentials: 'same-origin', headers, body: payload, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Network error. Please try again.', 0);
  }
  return finish(res.status, await res.text(), options.schema);
}

export const adminApi = {
  get: <T = unknown>(path: string, options?: CallOptions<T>) => adminCall<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: CallOptions<T>) => adminCall<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: CallOptions<T>) => adminCall<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: CallOptions<T>) => adminCall<T>('PATCH', path, body, options),
  delete: <T = unknown>(path: string, options?: CallOptions<T>) => adminCall<T>('DELETE', path, undefined, options),
};

export interface UploadOptions<T> extends CallOptions<T> {
  method?: 'POST' | 'PUT';
  /** 0–100 as the bytes go out (the server's processing after 100 % is not counted). */
  onProgress?: (percent: number) => void;
}

/**
 * A multipart upload through XMLHttpRequest, the one browser API that reports upload progress.
 * Same-origin, so the session cookie goes with it.
 */
export function uploadForm<T = unknown>(path: string, form: FormData, options: UploadOptions<T> = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      try {
        resolve(finish(xhr.status, xhr.responseText, options.schema));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError('Network error. Please try again.', 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The message to show for a failed call: the server's, or the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 && error.message ? error.message : fallback;
}
