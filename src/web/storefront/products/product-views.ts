import { listingsQuery, type ListingParams } from '../lib/queries.ts';

export interface ProductView {
  title: string;
  description: string;
  params: ListingParams;
}

/** The header's Products entries (/products/{view}): which listings each one shows. */
const PRODUCT_VIEWS: Readonly<Record<string, ProductView>> = {
  'new-arrivals': { title: 'New Arrivals', description: 'Our newest designs.', params: { sort: 'newest', limit: 60 } },
  'best-sellers': { title: 'Best Sellers', description: 'The designs our customers love most.', params: { favorite: '1', limit: 60 } },
  discounted: { title: 'Discounted', description: 'Designs at a reduced price.', params: { discounted: '1', limit: 60 } },
};

/** The view of a path segment; own keys only, so /products/constructor is not found either. */
export const productView = (name: string | undefined): ProductView | undefined =>
  name && Object.hasOwn(PRODUCT_VIEWS, name) ? PRODUCT_VIEWS[name] : undefined;

export const productViewQuery = (name: string | undefined) => {
  const found = productView(name);
  return found && { ...found, query: listingsQuery(found.params) };
};
