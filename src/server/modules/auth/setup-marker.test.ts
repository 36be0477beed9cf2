import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../db/database.ts';
import { emptyTarget, type EmptyTarget } from '../../backup/backup.test-support.ts';
import { ADMIN, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A shop as migration 005 left it: set up once (the marker in lookups), one title, and no user left. */
async function shopSetUpBefore006(): Promise<EmptyTarget> {
  const place = await emptyTarget('');
  cleanups.push(place.cleanup);
  const handle = openDatabase(place);
  try {
    await migrate(handle.db, place.pgSchema, '005-visit-counts');
    const at = '2026-01-02T03:04:05.000Z';
    await handle.db
      .insertInto('lookups')
      .values([
        { id: crypto.randomUUID(), kind: 'setup', name: 'done', name_key: 'done', created_at: at },
        { id: crypto.randomUUID(), kind: 'titles', name: 'Wedding', name_key: 'wedding', created_at: at },
      ])
      .execute();
  } finally {
    await handle.close();
  }
  return place;
}

async function start(place: EmptyTarget, admin?: typeof ADMIN): Promise<TestApp> {
  const t = await createTestApp({ dataDir: place.dataDir, mediaDir: place.mediaDir, pgSchema: place.pgSchema, admin });
  cleanups.push(() => t.close());
  return t;
}

describe('the "setup done" marker (migration 006)', () => {
  it('leaves the lookups table, and a shop set up before keeps setup closed', async () => {
    const place = await shopSetUpBefore006();
    const t = await start(place);
    const setup = await t.app.inject({ method: 'POST', url: '/api/setup', payload: { User_name: 'mallory', Password: 'long enough pw' } });
    expect(setup.statusCode).toBe(403);
    expect(setup.json().message).toBe('The shop already has an admin. Please log in.');
    expect(await t.app.db.selectFrom('shop_setup').select('done_at').execute()).toEqual([{ done_at: '2026-01-02T03:04:05.000Z' }]);
    expect(await t.app.db.selectFrom('lookups').select(['kind', 'name']).execute()).toEqual([{ kind: 'titles', name: 'Wedding' }]);

    const withAdmin = await start(place, ADMIN);
    const titles = await withAdmin.app.inject({ url: '/api/titles', headers: { cookie: await withAdmin.login() } });
    expect(titles.json().result.map((l: { name: string }) => l.name)).toEqual(['Wedding']);
  });

  it('a new shop is set up once, and the marker is its own row', async () => {
    const place = await emptyTarget('');
    cleanups.push(place.cleanup);
    const t = await start(place);
    const created = await t.app.inject({ method: 'POST', url: '/api/setup', payload: { User_name: 'boss', Password: 'long enough pw' } });
    expect(created.statusCode).toBe(201);
    expect(await t.app.db.selectFrom('shop_setup').select('id').execute()).toEqual([{ id: 1 }]);
    expect(await t.app.db.selectFrom('lookups').selectAll().execute()).toEqual([]);
  });
});
