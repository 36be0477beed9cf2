import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyTarget, openRestored } from '../../backup/backup.test-support.ts';
import { createBackup } from '../../backup/create-backup.ts';
import { restoreBackup } from '../../backup/restore-backup.ts';
import { ADMIN } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { createListing, seedCatalogue } from '../listings/listings.test-support.ts';
import { visitor } from './insights.test-support.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const source = useTestApp();

describe('counts in a backup', () => {
  it('are the owner’s data: backed up, and a restored shop shows the same Insights', async () => {
    const listing = await createListing(source, source.cookie, await seedCatalogue(source), { title: 'Royal Invite' });
    // Three visitors (each counts once a day).
    for (let i = 0; i < 3; i += 1)
      await source.app.inject({
        url: `/api/listings/${listing._id}`,
        headers: { ...visitor, accept: 'application/json' },
        remoteAddress: `203.0.113.${i + 1}`,
      });
    await source.app.inject({ method: 'POST', url: '/api/counts', headers: visitor, payload: { kind: 'whatsapp', listingId: listing._id } });
    await source.app.inject({ method: 'POST', url: '/api/counts', headers: visitor, payload: { kind: 'search', text: 'peacock', empty: true } });
    await source.app.visits.flush();

    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-archive-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const { file, manifest } = await createBackup({ ...source.config, out: path.join(dir, 'shop.tar.gz') });
    expect(manifest.tables.filter((t) => t.name.endsWith('_counts'))).toEqual([
      expect.objectContaining({ name: 'listing_counts', rows: 1 }),
      expect.objectContaining({ name: 'search_counts', rows: 1 }),
    ]);

    const into = await emptyTarget(file);
    cleanups.push(into.cleanup);
    await restoreBackup(into);
    const restored = await openRestored(into);
    cleanups.push(() => restored.close());
    const insights = async (t: typeof restored, cookie: string) => (await t.app.inject({ url: '/api/insights?days=7', headers: { cookie } })).json();
    const before = await insights(source, source.cookie);
    const after = await insights(restored, await restored.login(ADMIN.name, ADMIN.password));
    expect(after).toEqual(before);
    expect(after.totals).toMatchObject({ views: 3, whatsapp: 1, searches: 1, emptySearches: 1 });
  });
});
