import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, uniqueJpeg } from '../test-support/fixtures.ts';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.ts';
import { loginOver, multipart, serverHome, type RunningServer } from '../test-support/server-process.ts';
import { FILES_PER_IMAGE } from './image-pipeline.ts';
import { hashOfName, hashOfUrl } from './media-store.ts';
import { openMediaStores } from './media-stores.ts';
import type { S3Settings } from './s3-bucket.ts';

// Real processes (`node --import tsx src/server/main.ts`) sharing one PostgreSQL database and one
// bucket. SQLite is one process by design (decision 006): there is nothing to share, so these run
// only with TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let s3: TestS3Server;
let home: Awaited<ReturnType<typeof serverHome>>;
let bucket: S3Settings;
const running: RunningServer[] = [];
beforeAll(async () => {
  if (!onPostgres) return;
  s3 = await startS3Server();
  home = await serverHome();
  bucket = await s3.bucket();
});
afterAll(async () => {
  if (!onPostgres) return;
  for (const server of running) server.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  await home.dispose();
  await s3.dispose();
});

async function start(): Promise<RunningServer> {
  const server = await home.start(s3.env(bucket));
  running.push(server);
  return server;
}

const upload = (server: RunningServer, cookie: string, image: Buffer, title = 'फोटो <b>') =>
  fetch(`${server.base}/api/images`, { method: 'POST', headers: { cookie }, body: multipart({ title }, [['image', image]]) });
const remove = (server: RunningServer, cookie: string, id: string) => fetch(`${server.base}/api/images/${id}`, { method: 'DELETE', headers: { cookie } });

/** Every gallery record's files are served by both processes; the bucket holds no picture nobody references. */
async function expectWhole(servers: RunningServer[]) {
  const gallery = (await (await fetch(`${servers[0]!.base}/api/images`)).json()) as { url: string }[];
  for (const { url } of gallery) {
    const hash = hashOfUrl(url)!;
    for (const [i, server] of servers.entries()) {
      for (const file of [url, `/media/${hash}-320.webp`, `/media/${hash}-1280.avif`]) {
        const res = await fetch(`${server.base}${file}`);
        expect(res.status, `${file} through process ${i}`).toBe(200);
        await res.arrayBuffer();
      }
    }
  }
  const referenced = new Set(gallery.map((g) => hashOfUrl(g.url)));
  const stores = openMediaStores({ mediaDir: home.dataDir, mediaBucket: bucket });
  try {
    const names = await stores.media.list();
    expect(
      names.filter((n) => !referenced.has(hashOfName(n))),
      'orphan pictures in the bucket',
    ).toEqual([]);
  } finally {
    stores.close();
  }
  return gallery.length;
}

/** Polls the bucket until it holds part of a picture no gallery record names (an upload in the middle of its write). */
async function caughtWriting(): Promise<boolean> {
  const stores = openMediaStores({ mediaDir: home.dataDir, mediaBucket: bucket });
  try {
    for (const until = Date.now() + 30_000; Date.now() < until;) {
      const names = await stores.media.list();
      const gallery = (await (await fetch(`${running[1]!.base}/api/images`)).json()) as { url: string }[];
      const referenced = new Set(gallery.map((g) => hashOfUrl(g.url)));
      // Short of its files: the writer is still putting the rest, so it cannot have committed yet.
      const unreferenced = names.map(hashOfName).filter((h) => h !== null && !referenced.has(h));
      if (unreferenced.some((h) => unreferenced.filter((x) => x === h).length < FILES_PER_IMAGE)) return true;
    }
    return false;
  } finally {
    stores.close();
  }
}

describe.skipIf(!onPostgres)('two shop processes on one PostgreSQL and one bucket (PostgreSQL only: SQLite is one process)', () => {
  it(
    'identical uploads and deletes racing uploads through both alternately, one killed -9 mid-burst: no record misses a picture, none orphaned after the sweep',
    // ~30 s on a quiet machine; the margin is for a machine shared with other work.
    { timeout: 120_000 },
    async () => {
      let a = await start();
      const b = await start();
      let ca = await loginOver(a.base);
      const cb = await loginOver(b.base);
      const photo = await jpeg(1400, 1000, { r: 180, g: 20, b: 90 });

      const same = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? upload(a, ca, photo) : upload(b, cb, photo))));
      expect(same.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
      const ids = await Promise.all(same.map(async (r) => ((await r.json()) as { _id: string })._id));
      expect(await expectWhole([a, b])).toBe(6);

      // Every record of the photo deleted through one process or the other while both upload it again.
      const raced = await Promise.all([
        ...ids.map((id, i) => (i % 2 ? remove(b, cb, id) : remove(a, ca, id))),
        upload(a, ca, photo),
        upload(b, cb, photo),
        upload(a, ca, photo),
      ]);
      expect(raced.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
      expect(await expectWhole([a, b])).toBe(3);

      // Uploads through A, one after another on three lines; A is killed the moment the bucket holds a
      // picture no record has yet (written, not committed). B takes writes meanwhile.
      let stop = false;
      let answered = 0;
      const line = async () => {
        while (!stop) {
          const res = await upload(a, ca, await uniqueJpeg(1600, 1200)).catch(() => null);
          if (!res) return;
          if (res.status === 201) answered += 1;
        }
      };
      const lines = [line(), line(), line()];
      expect(await caughtWriting(), 'A killed while a picture was written but not committed').toBe(true);
      a.child.kill('SIGKILL');
      stop = true;
      await a.exited;
      await Promise.all(lines);
      expect((await upload(b, cb, await uniqueJpeg())).status).toBe(201);

      // A comes back; its start-up sweep takes what the killed uploads left (under the same locks as B).
      a = await start();
      ca = await loginOver(a.base);
      // Its start-up sweep found the uncommitted picture and took it away.
      expect(a.output()).toMatch(/media sweep: removed temp files and orphan images/);
      expect(await expectWhole([a, b])).toBe(3 + answered + 1);
      expect((await upload(a, ca, photo)).status).toBe(201);
    },
  );
});
