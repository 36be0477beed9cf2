import { listingsQuery, type ListingParams } from '../../lib/queries.ts';

/** The header's Products entries (/products/{view}): which listings each one shows. */
export const PRODUCT_VIEWS: Record<string, { title: string; description: string; params: ListingParams }> = {
  'new-arrivals': { title: 'New Arrivals', description: 'Our newest designs.', params: { sort: 'newest', limit: 60 } },
  'best-sellers': { title: 'Best Sellers', description: 'The designs our customers love most.', params: { favorite: '1', limit: 60 } },
  discounted: { title: 'Discounted', description: 'Designs at a reduced price.', params: { discounted: '1', limit: 60 } },
};

export const productViewQuery = (view: string | undefined) => {
  const found = view ? PRODUCT_VIEWS[view] : undefined;
  return found && { ...found, query: listingsQuery(found.params) };
};
