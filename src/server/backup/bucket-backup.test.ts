import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { weddingSellingForm } from '../../contract/selling-samples.ts';
import { createListing, file, type Catalogue } from '../modules/listings/listings.test-support.ts';
import { form, jpeg, png } from '../test-support/fixtures.ts';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { emptyTarget, seedShop } from './backup.test-support.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.dispose());
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A quote with a proof (and its PDF) and a customer's photo: three private files, and their addresses. */
async function quoteWithPrivateFiles(t: TestApp, cookie: string, c: Catalogue): Promise<string[]> {
  const listing = await createListing(t, cookie, c, { images: [file(await jpeg(320, 450))], ...weddingSellingForm() });
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { listingId: listing._id, quantity: 200, texts: { names: 'आशा & <Ravi>' }, name: 'आशा', phone: '98220 12345' },
  });
  const { token } = asked.json();
  const id = (await t.app.inject({ url: '/api/quotes', headers: { cookie } })).json().result[0]._id;
  await t.app.inject({ method: 'PUT', url: `/api/quotes/${id}`, headers: { cookie }, payload: { finalPrice: '3000' } });
  const proof = await t.app.inject({
    method: 'POST',
    url: `/api/quotes/${id}/proofs`,
    headers: { cookie },
    payload: form({ file: file(await jpeg(600, 800)), attachment: { data: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'p.pdf', type: 'application/pdf' } }),
  });
  expect(proof.statusCode, proof.body).toBe(201);
  const photo = await t.app.inject({
    method: 'POST',
    url: `/api/quotes/${token}/files`,
    payload: form({ file: { data: await png(), filename: 'logo.png', type: 'image/png' } }),
  });
  expect(photo.statusCode, photo.body).toBe(201);
  const quote = photo.json().quote;
  return [quote.proofs[1].url, quote.proofs[1].attachmentUrl, quote.files[0].url];
}

describe.each([
  ['a bucket', 'a disk'],
  ['a disk', 'a bucket'],
])('a backup from %s restored into %s', (from, to) => {
  it('carries every referenced picture and private file; the restored shop answers the same', { timeout: 60_000 }, async () => {
    const source = await createTestApp(from === 'a bucket' ? { mediaBucket: await s3.bucket() } : {});
    cleanups.push(() => source.close());
    const cookie = await source.login();
    const privateUrls = await quoteWithPrivateFiles(source, cookie, await seedShop(source, cookie, 2));
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bucket-backup-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const { file: archive, manifest } = await createBackup({ ...source.config, out: path.join(dir, 'shop.tar.gz') });
    expect(manifest.private).toHaveLength(3);

    const empty = await emptyTarget(archive);
    cleanups.push(empty.cleanup);
    const into = to === 'a bucket' ? { ...empty, mediaBucket: await s3.bucket() } : empty;
    await restoreBackup(into);
    // Filled now: a second restore into the same place is refused.
    await expect(restoreBackup(into)).rejects.toThrow(/^Refusing to restore: .* already holds \d+ file/);
    if (to === 'a bucket') expect(await fs.readdir(into.mediaDir).catch(() => [])).toEqual([]);

    const restored = await createTestApp({ ...into, admin: undefined });
    cleanups.push(() => restored.close());
    const listings = (await source.app.inject({ url: '/api/listings' })).json() as { images: string[] }[];
    for (const url of ['/api/listings', '/api/categories', '/api/subcategories', '/api/banners']) {
      expect((await restored.app.inject({ url })).json(), url).toEqual((await source.app.inject({ url })).json());
    }
    const cookieAfter = await restored.login();
    for (const url of [...listings.flatMap((l) => l.images), ...privateUrls]) {
      const headers = url.startsWith('/media/') ? {} : { cookie: cookieAfter };
      const [before, after] = [await source.app.inject({ url, headers: { cookie } }), await restored.app.inject({ url, headers })];
      expect([url, after.statusCode]).toEqual([url, 200]);
      expect(after.rawPayload.equals(before.rawPayload), url).toBe(true);
    }
  });
});
