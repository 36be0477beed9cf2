import { afterEach, describe, expect, it } from 'vitest';
import { quoteRow, shopWithQuotesUpTo } from '../../test-support/quote-rows.ts';
import { createTestApp } from '../../test-support/test-app.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Quotes as a shop before 009 kept them: [token letter, stage, final price, asked at]. */
const QUOTES: [string, string, string | null, string][] = [
  ['c', 'delivered', '900', '2026-05-03T10:00:00.000Z'],
  ['a', 'quoted', '500', '2026-03-31T18:00:00.000Z'], // 31 March, 23:30 in India: the year before
  ['b', 'new', null, '2026-04-02T10:00:00.000Z'],
  ['d', 'cancelled', null, '2026-04-05T10:00:00.000Z'],
  ['e', 'approved', '700', '2026-04-01T06:00:00.000Z'],
  ['f', 'cancelled', '800', '2026-04-20T10:00:00.000Z'],
];

describe('order numbers (migration 009)', () => {
  it('numbers the quotes already priced in the order they were asked for, per financial year, and counts on from there', async () => {
    const place = await shopWithQuotesUpTo(
      '007-quote-stages',
      QUOTES.map(([letter, status, price, at]) => quoteRow({ token: letter.repeat(32), status, final_price: price, created_at: at })),
    );
    cleanups.push(place.cleanup);
    const t = await createTestApp({ dataDir: place.dataDir, mediaDir: place.mediaDir, pgSchema: place.pgSchema });
    cleanups.push(() => t.close());
    const numbers: Record<string, string | null> = {};
    for (const [letter] of QUOTES) numbers[letter] = (await t.app.inject({ method: 'GET', url: `/api/quotes/${letter.repeat(32)}` })).json().orderNumber;
    expect(numbers).toEqual({
      a: 'ORD-2025-26-0001',
      e: 'ORD-2026-27-0001',
      f: 'ORD-2026-27-0002',
      c: 'ORD-2026-27-0003',
      b: null,
      d: null,
    });
    const counters = await t.app.db.selectFrom('order_counters').selectAll().orderBy('financial_year').execute();
    expect(counters.map((c) => [c.financial_year, Number(c.last_number)])).toEqual([
      ['2025-26', 1],
      ['2026-27', 3],
    ]);
  });
});
