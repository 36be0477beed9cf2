import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashOfName, hashOfUrl } from './media/media-store.ts';
import { uniqueJpeg } from './test-support/fixtures.ts';
import { loginOver, multipart, serverHome, type RunningServer } from './test-support/server-process.ts';

// kill -9 and SIGTERM against the real process: what was acknowledged is kept whole, what was cut
// off leaves nothing behind.
let home: Awaited<ReturnType<typeof serverHome>>;
let running: RunningServer | undefined;
beforeEach(async () => {
  home = await serverHome();
});
afterEach(async () => {
  running?.child.kill('SIGKILL');
  await running?.exited;
  running = undefined;
  await home.dispose();
});

const post = (server: RunningServer, cookie: string, url: string, body: FormData) =>
  fetch(`${server.base}${url}`, { method: 'POST', headers: { cookie }, body });

async function catalogue(server: RunningServer, cookie: string) {
  const category = await (await post(server, cookie, '/api/categories', multipart({ name: 'Cards' }, [['image', await uniqueJpeg()]]))).json();
  const sub = await post(server, cookie, '/api/subcategories', multipart({ name: 'Royal', categoryId: category._id }, [['image', await uniqueJpeg()]]));
  return { category: category._id as string, subcategory: (await sub.json())._id as string };
}

/** Every image URL the shop's records hold, read through the public API. */
async function referencedUrls(server: RunningServer): Promise<string[]> {
  const get = async (p: string) => (await fetch(`${server.base}${p}`)).json();
  const listings = (await get('/api/listings')) as { images: string[] }[];
  const categories = (await get('/api/categories')) as { imageUrl: string }[];
  const subcategories = (await get('/api/subcategories')) as { imageUrl: string }[];
  const gallery = (await get('/api/images')) as { url: string }[];
  return [...listings.flatMap((l) => l.images), ...categories.map((c) => c.imageUrl), ...subcategories.map((s) => s.imageUrl), ...gallery.map((g) => g.url)];
}

/** Every record's files are there and served; the directory holds nothing else. */
async function expectWholeMedia(server: RunningServer) {
  const urls = await referencedUrls(server);
  for (const url of urls) {
    const hash = hashOfUrl(url)!;
    for (const file of [url, `/media/${hash}-320.webp`, `/media/${hash}-1280.avif`]) {
      const res = await fetch(`${server.base}${file}`);
      expect(res.status, file).toBe(200);
      await res.arrayBuffer();
    }
  }
  const referenced = new Set(urls.map(hashOfUrl));
  const names = await fs.readdir(path.join(home.dataDir, 'media'));
  expect(
    names.filter((n) => !hashOfName(n)),
    'temp or foreign files',
  ).toEqual([]);
  expect(
    names.filter((n) => !referenced.has(hashOfName(n))),
    'orphan files',
  ).toEqual([]);
}

describe('crashes and stops', () => {
  it('kill -9 in the middle of uploads: every acknowledged change is there with its files, nothing half-written', { timeout: 120_000 }, async () => {
    let server = (running = await home.start());
    const cookie = await loginOver(server.base);
    const c = await catalogue(server, cookie);

    const acknowledged: Array<{ kind: 'listing' | 'image'; id: string }> = [];
    let stop = false;
    const loop = async (kind: 'listing' | 'image') => {
      for (let i = 0; !stop; i++) {
        const body =
          kind === 'listing'
            ? multipart({ title: `Card ${i}`, category: c.category, subcategory: c.subcategory, price: '120' }, [
                ['images', await uniqueJpeg(1600, 1200)],
                ['images', await uniqueJpeg(1600, 1200)],
              ])
            : multipart({ title: `Photo ${i}` }, [['image', await uniqueJpeg(1600, 1200)]]);
        try {
          const res = await post(server, cookie, kind === 'listing' ? '/api/listings' : '/api/images', body);
          if (res.status === 201) acknowledged.push({ kind, id: (await res.json())._id });
        } catch {
          return; // the process is gone: this request was never acknowledged
        }
      }
    };
    const loops = [loop('listing'), loop('image'), loop('listing')];
    // Let a few uploads land, then kill while others are being written.
    while (acknowledged.length < 4) await new Promise((r) => setTimeout(r, 50));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(loops);
    await server.exited;

    server = running = await home.start();
    const listings = (await (await fetch(`${server.base}/api/listings`)).json()) as { _id: string; images: string[] }[];
    const gallery = (await (await fetch(`${server.base}/api/images`)).json()) as { _id: string }[];
    for (const change of acknowledged) {
      if (change.kind === 'listing') expect(listings.find((l) => l._id === change.id)?.images, change.id).toHaveLength(2);
      else
        expect(
          gallery.some((g) => g._id === change.id),
          change.id,
        ).toBe(true);
    }
    await expectWholeMedia(server);
  });

  it('SIGTERM during a 10-image upload: the upload finishes, is answered, and the process exits 0', { timeout: 120_000 }, async () => {
    let server = (running = await home.start());
    const cookie = await loginOver(server.base);
    const c = await catalogue(server, cookie);
    const images: Array<[string, Buffer]> = [];
    for (let i = 0; i < 10; i++) images.push(['images', await uniqueJpeg(2400, 1800)]);
    const upload = post(
      server,
      cookie,
      '/api/listings',
      multipart({ title: 'Ten photos', category: c.category, subcategory: c.subcategory, price: '99' }, images),
    );
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    const answer = await upload;
    expect(answer.status).toBe(201);
    const created = await answer.json();
    expect(await server.exited).toBe(0);

    server = running = await home.start();
    const listing = await (await fetch(`${server.base}/api/listings/${created._id}`)).json();
    expect(listing.images).toHaveLength(10);
    await expectWholeMedia(server);
  });

  it('an upload cut off at the end of the grace period leaves nothing behind', { timeout: 120_000 }, async () => {
    let server = (running = await home.start({ SHUTDOWN_GRACE_S: '1' }));
    const cookie = await loginOver(server.base);
    const c = await catalogue(server, cookie);
    const images: Array<[string, Buffer]> = [];
    for (let i = 0; i < 10; i++) images.push(['images', await uniqueJpeg(3000, 2200)]);
    const upload = post(
      server,
      cookie,
      '/api/listings',
      multipart({ title: 'Cut off', category: c.category, subcategory: c.subcategory, price: '99' }, images),
    ).then(
      (res) => res.status,
      () => 'no answer',
    );
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGTERM');
    const started = Date.now();
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await upload).not.toBe(201);
    expect(server.output()).toMatch(/grace period over/);

    server = running = await home.start();
    const titles = ((await (await fetch(`${server.base}/api/listings`)).json()) as { title: string }[]).map((l) => l.title);
    expect(titles).not.toContain('Cut off');
    await expectWholeMedia(server);
  });
});
