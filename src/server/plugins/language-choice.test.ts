import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebTestApp } from '../test-support/web-test-app.ts';
import type { TestApp } from '../test-support/test-app.ts';

describe('the two languages of the pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createWebTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('draws /hi/… with the Hindi build and everything else with the English one', async () => {
    expect((await get('/hi/list/3')).body).toContain('<html lang="hi">');
    expect((await get('/hi/')).body).toContain('<html lang="hi">');
    expect((await get('/list/3')).body).toContain('<html lang="en">');
    // Only the /hi segment: /history is an English address.
    expect((await get('/history')).body).toContain('<html lang="en">');
  });

  it('sends /hi to its home page /hi/, keeping the query', async () => {
    const res = await get('/hi?utm=x');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/hi/?utm=x');
  });

  it('opens /hi/ for a visitor who chose Hindi, even when / is kept by the page cache, and never caches that', async () => {
    expect((await get('/')).statusCode).toBe(200);
    expect((await get('/')).headers['x-cache']).toBe('hit');
    const chosen = await get('/', 'theme=x; lang=hi');
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/hi/');
    expect(chosen.headers['cache-control']).toBe('no-store');
    // Back to English with the switch: / is English again; other pages never redirect.
    expect((await get('/', 'lang=en')).statusCode).toBe(200);
    expect((await get('/list/3', 'lang=hi')).statusCode).toBe(200);
  });
});
