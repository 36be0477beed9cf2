import { afterEach, describe, expect, it } from 'vitest';
import type { EmptyTarget } from '../../backup/backup.test-support.ts';
import { quoteRow, shopWithQuotesUpTo } from '../../test-support/quote-rows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const OLD = ['new', 'quoted', 'confirmed', 'done', 'lost'];
const tokenOf = (i: number) => String(i).padStart(32, 'a');

/** A shop as migration 006 left it, with one quote in each of the old statuses. */
async function shopBefore007(): Promise<EmptyTarget> {
  const created = { created_at: '2026-01-02T03:04:05.000Z', updated_at: '2026-01-05T03:04:05.000Z' };
  const place = await shopWithQuotesUpTo(
    '006-shop-setup',
    OLD.map((status, i) => quoteRow({ token: tokenOf(i), status, ...created })),
  );
  cleanups.push(place.cleanup);
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
