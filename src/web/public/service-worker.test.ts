// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';
import { isAdmin, PAGES } from '../routes.tsx';

/**
 * The worker's rules, run in a small stand-in for the browser (its own global scope, a Cache API
 * over Maps, a network the test answers). tests/e2e/offline.spec.ts checks it in Chromium.
 */
const ORIGIN = 'https://shop.example';
const SOURCE = fs.readFileSync(path.join(import.meta.dirname, 'service-worker.js'), 'utf8');
const keyOf = (request: Request | string) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;

class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly network: (request: Request) => Promise<Response>) {}
  async match(request: Request | string) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: Request | string, response: Response) {
    const key = keyOf(request);
    this.entries.delete(key);
    this.entries.set(key, response);
  }
  async add(url: string) {
    const response = await this.network(new Request(keyOf(url)));
    if (!response.ok) throw new TypeError('bad answer');
    await this.put(url, response);
  }
  async addAll(urls: string[]) {
    for (const url of urls) await this.add(url);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request | string) {
    return this.entries.delete(keyOf(request));
  }
}

type Answer = { body?: string; status?: number; headers?: Record<string, string>; redirected?: boolean };
let online: boolean;
let answers: Map<string, Answer>;
let asked: string[];
let stores: Map<string, FakeCache>;
let listeners: Map<string, (event: unknown) => void>;
let windows: string[];

async function network(request: Request): Promise<Response> {
  asked.push(request.url);
  if (!online) throw new TypeError('Failed to fetch');
  const answer = answers.get(request.url.split('#')[0]!) ?? { status: 404, body: 'Not found' };
  const response = new Response(answer.body ?? 'ok', { status: answer.status ?? 200, headers: answer.headers ?? {} });
  if (answer.redirected) Object.defineProperty(response, 'redirected', { value: true });
  return response;
}

const cacheStorage = {
  open: async (name: string) => stores.get(name) ?? stores.set(name, new FakeCache(network)).get(name)!,
  match: async (request: Request | string, options: { cacheName: string }) => stores.get(options.cacheName)?.match(request),
  keys: async () => [...stores.keys()],
  delete: async (name: string) => stores.delete(name),
};

/** Runs one event through the worker: its answer (undefined when it let the browser go to the network) once every waitUntil settled. */
async function dispatch(type: string, fields: Record<string, unknown> = {}) {
  const pending: Promise<unknown>[] = [];
  let answer: Promise<Response> | undefined;
  listeners.get(type)!({ ...fields, waitUntil: (p: Promise<unknown>) => pending.push(p), respondWith: (p: Promise<Response>) => (answer = p) });
  const response = await answer?.catch((error: Error) => error);
  for (let i = 0; i < pending.length; i += 1) await pending[i];
  return response;
}

const get = (url: string, mode: RequestMode = 'cors', method = 'GET') =>
  dispatch('fetch', {
    request: Object.defineProperty(new Request(keyOf(url), { method }), 'mode', { value: mode }),
    preloadResponse: Promise.resolve(undefined),
  });
const open = (url: string) => get(url, 'navigate');
const kept = (cache: string) => [...(stores.get(cache)?.entries.keys() ?? [])].map((url) => url.replace(ORIGIN, ''));
const text = async (response: Response | Error | undefined) => (response instanceof Response ? response.text() : String(response));

beforeEach(async () => {
  online = true;
  answers = new Map(['/offline', '/hi/offline', '/default-logo.png', '/fallback-image.jpg'].map((url) => [ORIGIN + url, { body: `shell ${url}` }]));
  asked = [];
  stores = new Map([['media-v1', new FakeCache(network)]]);
  listeners = new Map();
  windows = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => {},
    registration: { navigationPreload: { enable: async () => {} } },
    clients: { claim: async () => {}, matchAll: async () => windows.map((url) => ({ url })) },
  };
  vm.runInNewContext(SOURCE, {
    self,
    caches: cacheStorage,
    fetch: (r: Request | string) => network(typeof r === 'string' ? new Request(keyOf(r)) : r),
    URL,
    Request,
    Response,
    Set,
    Promise,
  });
  await dispatch('install');
  await dispatch('activate');
});

const page = (body: string, cacheControl = 'private, no-cache'): Answer => ({ body, headers: { 'content-type': 'text/html', 'cache-control': cacheControl } });

describe('the service worker', () => {
  it('keeps the offline page on install and drops the caches of older versions on activate', () => {
    expect(kept('shell-v2')).toEqual(['/offline', '/hi/offline', '/default-logo.png', '/fallback-image.jpg']);
    expect(stores.has('media-v1')).toBe(false);
  });

  it('answers a public page from the network while online, and its kept copy, scripts and styles offline', async () => {
    answers.set(
      `${ORIGIN}/list/1`,
      page('<script type="module" src="/assets/entry-1.js"></script><link rel="stylesheet" href="/assets/app-1.css"> price ₹500'),
    );
    answers.set(`${ORIGIN}/assets/entry-1.js`, { body: 'js' });
    answers.set(`${ORIGIN}/assets/app-1.css`, { body: 'css' });
    expect(await text(await open('/list/1'))).toContain('₹500');
    expect(kept('pages-v2')).toEqual(['/list/1']);
    expect(kept('assets-v2')).toEqual(['/assets/entry-1.js', '/assets/app-1.css']);

    // Network first: a new price is shown at once, not the kept one.
    answers.set(`${ORIGIN}/list/1`, page('price ₹450'));
    expect(await text(await open('/list/1#photos'))).toContain('₹450');

    online = false;
    expect(await text(await open('/list/1'))).toContain('₹450');
    expect(await text(await get('/assets/entry-1.js', 'cors'))).toBe('js');
    expect(await text(await open('/list/2'))).toBe('shell /offline');
  });

  it('never keeps back-office pages, the sign-in page, quote links, or a page answered no-store (a signed-in admin)', async () => {
    const privatePaths = [...PAGES.filter(isAdmin).map((p) => p.path), '/login', '/quote/abc', '/hi/quote/abc', '/HI/Quote/abc', '/ALLLISTING', '/admin/'];
    expect(privatePaths.length).toBeGreaterThan(15);
    for (const url of privatePaths) answers.set(ORIGIN + url, page('private'));
    answers.set(`${ORIGIN}/list/9`, page('for the admin', 'no-store'));
    answers.set(`${ORIGIN}/listing/9`, page('a listing page is public'));
    for (const url of [...privatePaths, '/list/9', '/listing/9']) expect(await text(await open(url)), url).not.toBe('shell /offline');
    expect(kept('pages-v2')).toEqual(['/listing/9']);

    online = false;
    for (const url of ['/addConfi', '/list/9']) expect(await text(await open(url))).toBe('shell /offline');
  });

  it('keeps catalogue reads network first, and leaves sign-in, quotes, previews, writes and other sites to the browser', async () => {
    answers.set(`${ORIGIN}/api/listings/1`, { body: '{"price":500}' });
    answers.set(`${ORIGIN}/api/confi/GetConfiList`, { body: '{"result":[]}', headers: { 'cache-control': 'no-store' } });
    expect(await text(await get('/api/listings/1'))).toBe('{"price":500}');
    answers.set(`${ORIGIN}/api/listings/1`, { body: '{"price":450}' });
    expect(await text(await get('/api/listings/1'))).toBe('{"price":450}');
    await get('/api/confi/GetConfiList');
    expect(kept('reads-v2')).toEqual(['/api/listings/1']);

    for (const url of [
      '/api/users/me',
      '/api/users/login',
      '/api/quotes/abc',
      // Proofs, their PDFs and customers' files: private, left to the browser (which is told no-store).
      `/api/quotes/${'a'.repeat(32)}/proofs/2`,
      `/api/quotes/${'a'.repeat(32)}/proofs/2/attachment`,
      `/api/quotes/${'a'.repeat(32)}/files/00000000-0000-4000-8000-000000000000`,
      '/api/listings/1/preview',
      '/api/setup',
      '/api/enquiries',
      'https://other.example/api/listings',
    ]) {
      expect(await get(url), url).toBeUndefined();
    }
    expect(await get('/api/listings', 'cors', 'POST')).toBeUndefined();

    online = false;
    expect(await text(await get('/api/listings/1'))).toBe('{"price":450}');
    expect(await get('/api/categories')).toBeInstanceOf(TypeError);
  });

  it('answers images from its cache once seen, keeping at most 150 (the oldest go first), and a stand-in offline', async () => {
    for (let i = 0; i < 155; i += 1) answers.set(`${ORIGIN}/media/${i}.webp`, { body: `image ${i}` });
    for (let i = 0; i < 155; i += 1) await get(`/media/${i}.webp`, 'no-cors');
    expect(kept('media-v2')).toHaveLength(150);
    expect(kept('media-v2')[0]).toBe('/media/5.webp');
    asked = [];
    expect(await text(await get('/media/100.webp', 'no-cors'))).toBe('image 100');
    expect(asked).toEqual([]);
    answers.set(`${ORIGIN}/media/missing.webp`, { status: 404 });
    await get('/media/missing.webp', 'no-cors');
    expect(kept('media-v2')).not.toContain('/media/missing.webp');

    // Offline, a picture never seen is the shop's "no image" picture, not a broken one.
    online = false;
    expect(await text(await get('/media/0.webp', 'no-cors'))).toBe('shell /fallback-image.jpg');
  });

  it('keeps the page that registered it, once active, unless it is private or redirected', async () => {
    answers.set(`${ORIGIN}/`, page('home'));
    answers.set(`${ORIGIN}/allListing`, page('admin'));
    answers.set(`${ORIGIN}/products/new`, { ...page('moved'), redirected: true });
    windows = [`${ORIGIN}/`, `${ORIGIN}/allListing`, `${ORIGIN}/products/new`, 'https://other.example/'];
    await dispatch('activate');
    expect(kept('pages-v2')).toEqual(['/']);
  });
});
