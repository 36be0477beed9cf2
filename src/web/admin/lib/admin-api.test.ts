import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { adminApi, ApiError, errorMessage, setUnauthorizedHandler, uploadForm } from './admin-api.ts';
import { safeReturnPath } from '../../shared/lib/session.ts';

const json = (status: number, body: unknown) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

describe('adminApi', () => {
  it('sends JSON with the session cookie and parses the answer with a schema', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(200, { name: 'Gold' }));
    vi.stubGlobal('fetch', fetch);
    const out = await adminApi.put('/api/banners/1', { name: 'Gold' }, { schema: z.object({ name: z.string() }) });
    expect(out).toEqual({ name: 'Gold' });
    const init = fetch.mock.calls[0]![1]!;
    expect(init).toMatchObject({ method: 'PUT', credentials: 'same-origin', body: '{"name":"Gold"}' });
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('returns bare text answers (exist / notexist)', async () => {
    vi.stubGlobal('fetch', async () => json(201, 'notexist'));
    expect(await adminApi.post('/api/titles/add', { name: 'Shubh Vivah' })).toBe('notexist');
  });

  it('throws the server message with the status', async () => {
    vi.stubGlobal('fetch', async () => json(409, { message: 'Name already exists.' }));
    const error = await adminApi.post('/api/religions', { name: 'Hindu' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Name already exists.', status: 409 });
    expect(errorMessage(error, 'Upload failed.')).toBe('Name already exists.');
    expect(errorMessage(new ApiError('Internal Server Error', 500), 'Upload failed.')).toBe('Upload failed.');
  });

  it('a 401 tells the admin shell the session is gone', async () => {
    const lost = vi.fn();
    const stop = setUnauthorizedHandler(lost);
    vi.stubGlobal('fetch', async () => json(401, { message: 'Please log in.' }));
    await expect(adminApi.delete('/api/banners/1')).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledOnce();
    stop();
  });

  it('a network failure is an ApiError too', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(adminApi.get('/api/banners')).rejects.toMatchObject({ message: 'Network error. Please try again.', status: 0 });
  });
});

class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  sent: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
}

describe('uploadForm', () => {
  it('reports the upload percent and resolves with the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[] = [];
    const form = new FormData();
    const done = uploadForm('/api/listings', form, { onProgress: (p) => seen.push(p) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.sent]).toEqual(['POST', '/api/listings', true, form]);
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 200, total: 200 });
    Object.assign(xhr, { status: 201, responseText: '{"_id":"x"}' });
    xhr.onload!();
    expect(await done).toEqual({ _id: 'x' });
    expect(seen).toEqual([25, 100]);
  });

  it('rejects with the server message and handles a 401', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const lost = vi.fn();
    const stop = setUnauthorizedHandler(lost);
    const done = uploadForm('/api/listings/1', new FormData(), { method: 'PUT' });
    Object.assign(FakeXhr.last, { status: 401, responseText: '{"message":"Please log in."}' });
    FakeXhr.last.onload!();
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledOnce();
    stop();
  });
});

describe('safeReturnPath', () => {
  it('accepts only this site’s paths', () => {
    expect(safeReturnPath('/UploadBanner?x=1')).toBe('/UploadBanner?x=1');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
