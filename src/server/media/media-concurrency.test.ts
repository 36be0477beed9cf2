import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { imageReferences } from '../db/image-references.ts';
import { file } from '../modules/listings/listings.test-support.ts';
import { form, jpeg } from '../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { hashOfName, hashOfUrl } from './media-store.ts';
import { photoRace } from './media.test-support.ts';

let t: TestApp;
afterEach(() => t.close());

/** Every image URL a committed record holds, with whether all of its files are on disk. */
async function missingFiles(): Promise<string[]> {
  const names = new Set(await fs.readdir(t.config.mediaDir));
  const missing: string[] = [];
  for (const url of await imageReferences(t.app.db).allUrls()) {
    const hash = hashOfUrl(url)!;
    for (const name of [url.slice('/media/'.length), `${hash}-320.webp`, `${hash}-640.avif`, `${hash}-1280.webp`]) {
      if (!names.has(name)) missing.push(name);
    }
  }
  return missing;
}

async function orphanHashes(): Promise<string[]> {
  const referenced = new Set([...(await imageReferences(t.app.db).allUrls())].map(hashOfUrl));
  const onDisk = new Set((await fs.readdir(t.config.mediaDir)).map(hashOfName).filter((h) => h !== null));
  return [...onDisk].filter((h) => !referenced.has(h));
}

describe('media under concurrency', () => {
  it('parallel uploads of one photo, failures and deletes interleaved: no 5xx, no record without its files, no orphan after the sweep', async () => {
    t = await createTestApp();
    const { cookie, photo, other, listing } = await photoRace(t);
    const category = (name: string, image: Buffer) =>
      t.app.inject({ method: 'POST', url: '/api/categories', headers: { cookie }, payload: form({ name, image: file(image) }) });
    const remove = (url: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie } });

    const first = await Promise.all([listing('A'), listing('B'), listing('C', [file(photo), file(other)])]);
    const codes: number[] = first.map((r) => r.statusCode);
    const ids = first.filter((r) => r.statusCode === 201).map((r) => r.json()._id as string);

    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        listing(`L${round}-1`),
        listing(`L${round}-2`, [file(other), file(photo)]),
        // The same name twice: one of them is refused (409) after its files were written, and its
        // clean-up must not take the files the other records share.
        category(`Same ${round}`, photo),
        category(`Same ${round}`, photo),
        ...ids.splice(0, 2).map((id) => remove(`/api/listings/${id}`)),
        listing(`L${round}-3`, [file(photo)]),
      ]);
      for (const answer of answers) {
        codes.push(answer.statusCode);
        if (answer.statusCode === 201 && answer.json().images) ids.push(answer.json()._id);
      }
      expect(await missingFiles()).toEqual([]);
    }
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes.filter((code) => code === 409)).toHaveLength(3);

    // Delete every listing while new uploads of the same photo arrive: a delete's clean-up must
    // wait for the upload that reuses the image.
    const last = await Promise.all([...ids.map((id) => remove(`/api/listings/${id}`)), listing('Z1'), listing('Z2', [file(other)])]);
    expect(last.map((r) => r.statusCode).filter((code) => code >= 500)).toEqual([]);
    expect(await missingFiles()).toEqual([]);

    await t.app.media.sweep();
    expect(await orphanHashes()).toEqual([]);
    expect(await missingFiles()).toEqual([]);
  });

  it('a temp file is never served, and the sweep removes it with orphan images', async () => {
    t = await createTestApp();
    const cookie = await t.login();
    const res = await t.app.inject({ method: 'POST', url: '/api/images', headers: { cookie }, payload: form({ image: file(await jpeg()) }) });
    expect(res.statusCode).toBe(201);
    const kept = res.json().url as string;

    const dir = t.config.mediaDir;
    const orphan = 'ab'.repeat(16);
    await fs.writeFile(path.join(dir, `${orphan}.jpg`), 'left by a crash');
    await fs.writeFile(path.join(dir, `${orphan}-320.webp`), 'left by a crash');
    await fs.writeFile(path.join(dir, `.${orphan}-640.webp.0123456789abcdef.tmp`), 'half');
    for (const name of [`.${orphan}-640.webp.0123456789abcdef.tmp`, `${orphan}-640.webp.1234.1700000000000.tmp`]) {
      expect((await t.app.inject({ url: `/media/${name}` })).statusCode).toBe(404);
    }

    // The command-line sweep spares young files (a writer in another process may be committing them).
    expect(await t.app.media.sweep(60_000)).toEqual({ temp: 0, orphans: 0 });
    expect(await t.app.media.sweep()).toEqual({ temp: 1, orphans: 2 });
    expect((await fs.readdir(dir)).filter((n) => n.startsWith(orphan) || n.startsWith('.'))).toEqual([]);
    expect((await t.app.inject({ url: kept })).statusCode).toBe(200);
  });
});
