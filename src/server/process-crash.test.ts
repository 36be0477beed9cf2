import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashOfName, hashOfUrl } from './media/media-store.ts';
import { uniqueJpeg } from './test-support/fixtures.ts';
import { heldPost } from './test-support/held-post.ts';
import { loginOver, multipart, printed, serverHome, type RunningServer } from './test-support/server-process.ts';

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

const INCOMING_LISTING = /"url":"\/api\/listings".*"msg":"incoming request"/;
const SHUTTING_DOWN = /shutting down: finishing requests in flight/;

const post = (server: RunningServer, cookie: string, url: string, body: FormData) =>
  fetch(`${server.base}${url}`, { method: 'POST', headers: { cookie }, body });

async function catalogue(server: RunningServer, cookie: string) {
  const category = await (await post(server, cookie, '/api/categories', multipart({ name: 'Cards' }, [['image', await uniqueJpeg()]]))).json();
  const sub = await post(server, cookie, '/api/subcategories', multipart({ name: 'Royal', categoryId: category._id }, [['image', await uniqueJpeg()]]));
  return { category: category._id as string, subcategory: (await sub.json())._id as string };
}

/**
 * A listing with these photos posted, SIGTERM sent once the server has the request but not the end
 * of its body, and the rest of the body sent after the server said it is shutting down.
 */
async function postThroughShutdown(
  server: RunningServer,
  cookie: string,
  c: { category: string; subcategory: string },
  title: string,
  images: Array<[string, Buffer]>,
) {
  const from = server.output().length;
  const upload = await heldPost(
    server.base,
    '/api/listings',
    { cookie },
    multipart({ title, category: c.category, subcategory: c.subcategory, price: '99' }, images),
  );
  await printed(server, INCOMING_LISTING, from);
  server.child.kill('SIGTERM');
  await printed(server, SHUTTING_DOWN, from);
  upload.finish();
  return upload;
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
    let fourLanded!: () => void;
    const landed = new Promise<void>((resolve) => (fourLanded = resolve));
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
          if (acknowledged.length >= 4) fourLanded();
        } catch {
          return; // the process is gone: this request was never acknowledged
        }
      }
    };
    const loops = [loop('listing'), loop('image'), loop('listing')];
    // Let a few uploads land, then kill while others are being written.
    await landed;
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
    // The signal arrives while the upload is provably in flight: the server has it but not the end of its body.
    const upload = await postThroughShutdown(server, cookie, c, 'Ten photos', images);
    const answer = await upload.answer;
    expect(answer.status).toBe(201);
    const created = JSON.parse(answer.body);
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
    const media = path.join(home.dataDir, 'media');
    const before = (await fs.readdir(media)).sort();
    // In flight when the signal comes (the server has it, not the end of its body); its ten photos,
    // sent once shutdown has begun, take longer to store than the 1 s of grace.
    const upload = await postThroughShutdown(server, cookie, c, 'Cut off', images);
    // It exits at the end of the grace period (its log says so below), not once the upload is stored.
    expect(await server.exited).toBe(0);
    expect(
      await upload.answer.then(
        (a) => a.status,
        () => 'no answer',
      ),
    ).not.toBe(201);
    expect(server.output()).toMatch(/grace period over/);
    // Its files are gone already, not left for the next start's sweep.
    expect((await fs.readdir(media)).sort()).toEqual(before);

    server = running = await home.start();
    const titles = ((await (await fetch(`${server.base}/api/listings`)).json()) as { title: string }[]).map((l) => l.title);
    expect(titles).not.toContain('Cut off');
    await expectWholeMedia(server);
  });
});
