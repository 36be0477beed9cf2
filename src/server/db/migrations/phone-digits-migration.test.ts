import { afterEach, describe, expect, it } from 'vitest';
import { quoteRow, shopWithQuotesUpTo } from '../../test-support/quote-rows.ts';
import { createTestApp } from '../../test-support/test-app.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('phone digits (migration 017)', () => {
  it('keeps the digits of the phones of the quotes already asked, so the search finds them', async () => {
    const at = '2026-05-03T10:00:00.000Z';
    const place = await shopWithQuotesUpTo('015-leases', [
      quoteRow({ token: 'a'.repeat(32), name: 'Asha', phone: '98220 54321', created_at: at }),
      quoteRow({ token: 'b'.repeat(32), name: 'Ravi', phone: '+91 (98765) 43210', created_at: at }),
    ]);
    cleanups.push(place.cleanup);
    const t = await createTestApp({ dataDir: place.dataDir, mediaDir: place.mediaDir, pgSchema: place.pgSchema });
    cleanups.push(() => t.close());
    const rows = await t.app.db.selectFrom('quotes').select(['name', 'phone_digits']).orderBy('name').execute();
    expect(rows).toEqual([
      { name: 'Asha', phone_digits: '9822054321' },
      { name: 'Ravi', phone_digits: '919876543210' },
    ]);
    const found = await t.app.inject({ method: 'GET', url: '/api/quotes?q=%2B91%2098220%2054321', headers: { cookie: await t.login() } });
    expect(found.json().result.map((q: { name: string }) => q.name)).toEqual(['Asha']);
  });
});
