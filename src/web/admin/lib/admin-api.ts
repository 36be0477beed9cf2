import type { z } from 'zod';
import { apiFetch, ApiError, decode, messageOf, type RequestOptions } from '../../shared/lib/api.ts';

/**
 * The back office's layer on the one HTTP client (shared/lib/api.ts): a 401 also tells the admin
 * shell the session is gone (it then sends the visitor to /login, see admin-layout.tsx), a call
 * that never reached the server says so, and uploads report their progress. A 4xx/5xx throws
 * ApiError(server's {message}, status). Pass a contract schema to parse the answer; without one
 * the decoded body comes back as is.
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

const NETWORK_ERROR = 'Network error. Please try again.';

function finish<T>(status: number, body: unknown, schema?: z.ZodType<T>): T {
  if (status === 401) unauthorized();
  if (status === 0) throw new ApiError(NETWORK_ERROR, 0);
  // A 401 without a message of the server's: say what to do rather than "Request failed (401).".
  const generic = messageOf(null, status);
  const message = messageOf(body, status);
  if (status >= 400) throw new ApiError(status === 401 && message === generic ? 'Please log in again.' : message, status);
  return schema ? schema.parse(body) : (body as T);
}

type Method = NonNullable<RequestOptions['method']>;

export interface CallOptions<T> {
  /** Parses the answer (a contract schema); without it the answer is returned unchecked. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/** One call; `body` is sent as JSON, or as multipart when it is a FormData. */
async function adminCall<T = unknown>(method: Method, path: string, body?: unknown, options: CallOptions<T> = {}): Promise<T> {
  let answer: { status: number; body: unknown };
  try {
    answer = await apiFetch(path, { method, signal: options.signal, ...(body instanceof FormData ? { form: body } : { json: body }) });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  return finish(answer.status, answer.body, options.schema);
}

export const adminApi = {
  get: <T = unknown>(path: string, options?: CallOptions<T>) => adminCall<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: CallOptions<T>) => adminCall<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: CallOptions<T>) => adminCall<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: CallOptions<T>) => adminCall<T>('PATCH', path, body, options),
  /** `options.body`: for the calls that name what to delete in the body (a device's push subscription). */
  delete: <T = unknown>(path: string, options?: CallOptions<T> & { body?: unknown }) => adminCall<T>('DELETE', path, options?.body, options),
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
        resolve(finish(xhr.status, decode(xhr.responseText), options.schema));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The message to show for a failed call: the server's, or the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 && error.message ? error.message : fallback;
}
