import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { weddingSellingForm } from '../../contract/selling-samples.ts';
import { privateDirOf } from '../media/private-store.ts';
import { createListing, file, seedCatalogue } from '../modules/listings/listings.test-support.ts';
import { form, jpeg, png } from '../test-support/fixtures.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { editArchive, emptyTarget, isEmptyTarget, manifestOf, openRestored, readEntries } from './backup.test-support.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const cleanups: Array<() => Promise<void>> = [];
const source = useTestApp();
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A quote with a proof (and its PDF) and a customer's photo: three private files. */
async function quoteWithPrivateFiles() {
  const listing = await createListing(source, source.cookie, await seedCatalogue(source), { images: [file(await jpeg(320, 450))], ...weddingSellingForm() });
  const asked = await source.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { listingId: listing._id, quantity: 200, texts: { names: 'Asha' }, name: 'Asha', phone: '98220 12345' },
  });
  const { token } = asked.json();
  const id = (await source.app.inject({ url: '/api/quotes', headers: { cookie: source.cookie } })).json().result[0]._id;
  await source.app.inject({ method: 'PUT', url: `/api/quotes/${id}`, headers: { cookie: source.cookie }, payload: { finalPrice: '3000' } });
  const proof = await source.app.inject({
    method: 'POST',
    url: `/api/quotes/${id}/proofs`,
    headers: { cookie: source.cookie },
    payload: form({ file: file(await jpeg(600, 800)), attachment: { data: PDF, filename: 'p.pdf', type: 'application/pdf' } }),
  });
  expect(proof.statusCode, proof.body).toBe(201);
  const photo = await source.app.inject({
    method: 'POST',
    url: `/api/quotes/${token}/files`,
    payload: form({ file: { data: await png(), filename: 'logo.png', type: 'image/png' } }),
  });
  expect(photo.statusCode, photo.body).toBe(201);
  const quote = photo.json().quote;
  return { token, urls: [quote.proofs[1].url, quote.proofs[1].attachmentUrl, quote.files[0].url] as string[] };
}

async function backup() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-archive-'));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return (await createBackup({ ...source.config, out: path.join(dir, 'shop.tar.gz') })).file;
}

describe('backups of proofs and customer files', () => {
  it('carry the new tables and exactly the referenced private files, and restore them behind the same token', async () => {
    const { urls } = await quoteWithPrivateFiles();
    // A file no row names (an upload cut off before its commit) does not travel.
    await fs.writeFile(path.join(privateDirOf(source.config.mediaDir), `${'a'.repeat(32)}.webp`), 'orphan');
    const archive = await backup();
    const entries = await readEntries(archive);
    const manifest = manifestOf(entries);
    expect(manifest.tables.map((t) => t.name)).toEqual(expect.arrayContaining(['quote_proofs', 'quote_comments', 'quote_files']));
    const kept = entries.filter((e) => e.name.startsWith('private/')).map((e) => e.name.slice('private/'.length));
    expect(kept).toHaveLength(3);
    expect(manifest.private.map((f) => f.name)).toEqual(kept);
    expect(kept).not.toContain(`${'a'.repeat(32)}.webp`);

    const into = await emptyTarget(archive);
    cleanups.push(into.cleanup);
    await restoreBackup(into);
    const restored = await openRestored(into);
    cleanups.push(() => restored.close());
    for (const url of urls) {
      const [before, after] = [await source.app.inject({ url }), await restored.app.inject({ url })];
      expect([url, after.statusCode]).toEqual([url, 200]);
      expect(after.rawPayload.equals(before.rawPayload), url).toBe(true);
    }
  });

  it('refuses an archive whose private file was changed, and leaves the target empty', async () => {
    await quoteWithPrivateFiles();
    const archive = await backup();
    const damaged = path.join(path.dirname(archive), 'damaged.tar.gz');
    await editArchive(archive, damaged, (entries) => entries.map((e) => (e.name.endsWith('.pdf') ? { ...e, data: Buffer.from('%PDF-1.4 changed') } : e)));
    const into = await emptyTarget(damaged);
    cleanups.push(into.cleanup);
    await expect(restoreBackup(into)).rejects.toThrow(/private\/[0-9a-f]{32}\.pdf is damaged/);
    expect(await isEmptyTarget(into)).toBe(true);
  });
});
