import { describe, expect, it } from 'vitest';
import type { ApiQuery } from '../lib/queries.ts';
import { categoriesQuery } from '../lib/queries.ts';
import { listing } from '../../test-support/listing-samples.ts';
import { category, site } from '../../test-support/samples.ts';
import { newArrivalsQuery } from './home-queries.ts';
import { SHOP_SETUP_NOTICE, shopSetupNotice } from './shop-setup-notice.ts';

/** The answers the home page was rendered from; a query left out failed. */
function notice(name: string | null, answers: { categories?: unknown[]; designs?: unknown[] }) {
  const data = ((q: ApiQuery) => (q === categoriesQuery ? answers.categories : q === newArrivalsQuery ? answers.designs : undefined)) as Parameters<
    typeof shopSetupNotice
  >[0]['data'];
  return shopSetupNotice({ site: name === null ? null : { ...site, name }, data });
}

describe('the home page of a shop being set up', () => {
  it('says so while the shop has no name, no category or no design', () => {
    expect(notice(null, { categories: [], designs: [] })).toBe(SHOP_SETUP_NOTICE);
    expect(notice('   ', { categories: [category('Cards', 1)], designs: [listing(1)] })).toBe(SHOP_SETUP_NOTICE);
    expect(notice('Sharma Printers', { categories: [], designs: [listing(1)] })).toBe(SHOP_SETUP_NOTICE);
    expect(notice('Sharma Printers', { categories: [category('Cards', 1)], designs: [] })).toBe(SHOP_SETUP_NOTICE);
    expect(SHOP_SETUP_NOTICE).toBe('This shop is being set up. Please visit again soon.');
  });

  it('says nothing once the shop has all three, or when it could not tell (a call failed)', () => {
    expect(notice('Sharma Printers', { categories: [category('Cards', 1)], designs: [listing(1)] })).toBeUndefined();
    expect(notice('Sharma Printers', { designs: [] })).toBeUndefined();
    expect(notice(null, { categories: [] })).toBeUndefined();
  });
});
