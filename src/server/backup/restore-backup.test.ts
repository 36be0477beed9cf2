import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../test-support/test-app.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { BackupError } from './archive-format.ts';
import { editArchive, emptyTarget, isEmptyTarget, openRestored, seedShop, type EmptyTarget } from './backup.test-support.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const cleanups: Array<() => Promise<void>> = [];
const source = useTestApp();
let archive: string;
beforeEach(async () => {
  await seedShop(source, source.cookie);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-archive-'));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  archive = (await createBackup({ ...source.config, out: path.join(dir, 'shop.tar.gz') })).file;
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function target(): Promise<EmptyTarget> {
  const t = await emptyTarget(archive);
  cleanups.push(t.cleanup);
  return t;
}

async function get(t: TestApp, url: string) {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.rawPayload };
}

describe('restoring a backup', () => {
  it('gives a fresh shop with the same listings, images and users; old sessions do not carry over', async () => {
    const into = await target();
    const manifest = await restoreBackup(into);
    expect(manifest.tables.find((t) => t.name === 'listings')!.rows).toBe(3);

    const restored = await openRestored(into);
    cleanups.push(() => restored.close());
    for (const url of ['/api/listings', '/api/categories', '/api/subcategories', '/api/banners', '/api/religions/GetReligionList']) {
      expect((await get(restored, url)).body.toString(), url).toBe((await get(source, url)).body.toString());
    }
    const listings = (await source.app.inject({ url: '/api/listings' })).json() as Array<{ images: string[] }>;
    const banners = (await source.app.inject({ url: '/api/banners' })).json() as Array<{ imageUrl: string }>;
    const urls = [...listings.flatMap((l) => l.images), ...banners.map((b) => b.imageUrl)];
    expect(urls).toHaveLength(7);
    for (const url of urls) {
      for (const file of [url, url.replace(/\.\w+$/, '-320.webp'), url.replace(/\.\w+$/, '-1280.avif')]) {
        const [a, b] = [await get(source, file), await get(restored, file)];
        expect(b.status, file).toBe(200);
        expect(b.body.equals(a.body), file).toBe(true);
      }
    }
    expect((await fs.readdir(into.mediaDir)).sort()).toEqual((await fs.readdir(source.config.mediaDir)).sort());

    await restored.login(ADMIN.name, ADMIN.password);
    await restored.login('staff', 'staff password 1');
    const users = await restored.app.inject({ url: '/api/users/GetUserList', headers: { cookie: await restored.login() } });
    expect(
      users
        .json()
        .result.map((u: { User_name: string }) => u.User_name)
        .sort(),
    ).toEqual(['owner', 'staff']);
    // Sessions are not in a backup: the source's cookie means nothing to the restored shop.
    expect((await restored.app.inject({ url: '/api/users/me', headers: { cookie: source.cookie } })).statusCode).toBe(401);
  });

  it('refuses a shop that already has data, and changes nothing', async () => {
    const failure = restoreBackup({ ...source.config, file: archive });
    await expect(failure).rejects.toThrow(BackupError);
    await expect(failure).rejects.toThrow(/Refusing to restore/);
    expect((await source.app.inject({ url: '/api/listings' })).json()).toHaveLength(3);
  });

  it('refuses a database with a single row (and no media), and changes nothing', async () => {
    const occupied = await createTestApp(); // ensureFirstAdmin has created one user
    cleanups.push(() => occupied.close());
    await expect(restoreBackup({ ...occupied.config, file: archive })).rejects.toThrow(/already has data \(users\)/);
    expect(await fs.readdir(occupied.config.mediaDir)).toEqual([]);
    const users = await occupied.app.inject({ url: '/api/users/GetUserList', headers: { cookie: await occupied.login() } });
    expect(users.json().result).toHaveLength(1);
  });

  it('refuses a media folder holding any file, and creates no database', async () => {
    const into = await target();
    await fs.mkdir(into.mediaDir, { recursive: true });
    await fs.writeFile(path.join(into.mediaDir, 'notes.txt'), 'mine');
    await expect(restoreBackup(into)).rejects.toThrow(/media already holds 1 file/);
    expect(await fs.readdir(into.dataDir)).toEqual(['media']);
    expect(await fs.readdir(into.mediaDir)).toEqual(['notes.txt']);
  });

  it('refuses an archive from a newer version (a migration this code does not know)', async () => {
    const into = await target();
    const newer = path.join(path.dirname(archive), 'newer.tar.gz');
    await editArchive(archive, newer, (entries) =>
      entries.map((e) => {
        if (e.name !== 'manifest.json') return e;
        const manifest = JSON.parse(e.data.toString());
        manifest.migrations.push('999-from-the-future');
        return { ...e, data: Buffer.from(JSON.stringify(manifest)) };
      }),
    );
    await expect(restoreBackup({ ...into, file: newer })).rejects.toThrow(/unknown migrations: 999-from-the-future/);
    expect(await isEmptyTarget(into)).toBe(true);
    expect(await fs.readdir(into.dataDir)).toEqual([]);
  });
});
