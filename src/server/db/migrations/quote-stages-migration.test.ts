import { afterEach, describe, expect, it } from 'vitest';
import { emptyTarget, type EmptyTarget } from '../../backup/backup.test-support.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { migrate, openDatabase } from '../database.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const OLD = ['new', 'quoted', 'confirmed', 'done', 'lost'];
const tokenOf = (i: number) => String(i).padStart(32, 'a');

/** A shop as migration 006 left it, with one quote in each of the old statuses. */
async function shopBefore007(): Promise<EmptyTarget> {
  const place = await emptyTarget('');
  cleanups.push(place.cleanup);
  const handle = openDatabase(place);
  try {
    await migrate(handle.db, place.pgSchema, '006-shop-setup');
    await handle.db
      .insertInto('quotes')
      .values(
        OLD.map((status, i) => ({
          id: crypto.randomUUID(),
          token: tokenOf(i),
          listing_id: null,
          listing_title: 'Wedding card',
          quantity: 100,
          texts: '[]',
          choices: '{}',
          name: 'Asha',
          phone: '98220 12345',
          estimate_per_piece: '10',
          estimate_total: '1000',
          status,
          created_at: '2026-01-02T03:04:05.000Z',
          updated_at: '2026-01-05T03:04:05.000Z',
        })),
      )
      .execute();
  } finally {
    await handle.close();
  }
  return place;
}

describe('quote stages (migration 007)', () => {
  it('maps the old statuses to stages and starts each timeline', async () => {
    const place = await shopBefore007();
    const t: TestApp = await createTestApp({ dataDir: place.dataDir, mediaDir: place.mediaDir, pgSchema: place.pgSchema });
    cleanups.push(() => t.close());
    const seen = [];
    for (const i of OLD.keys()) {
      const res = await t.app.inject({ method: 'GET', url: `/api/quotes/${tokenOf(i)}` });
      expect(res.statusCode, res.body).toBe(200);
      const { stage, timeline } = res.json();
      seen.push([stage, timeline]);
    }
    const created = { stage: 'new', at: '2026-01-02T03:04:05.000Z' };
    const changed = (stage: string) => [stage, [created, { stage, at: '2026-01-05T03:04:05.000Z' }]];
    expect(seen).toEqual([['new', [created]], changed('quoted'), changed('approved'), changed('delivered'), changed('cancelled')]);
  });
});
