import { listingsQuery, type ListingParams } from '../lib/queries.ts';
import * as m from '../i18n/messages.ts';

export interface ProductView {
  title: string;
  description: string;
  params: ListingParams;
}

/** The header's Products entries (/products/{view}): which listings each one shows. */
const PRODUCT_VIEWS: Readonly<Record<string, ProductView>> = {
  'new-arrivals': { title: m.menuNewArrivals, description: m.newArrivalsText, params: { sort: 'newest', limit: 60 } },
  'best-sellers': { title: m.menuBestSellers, description: m.bestSellersText, params: { favorite: '1', limit: 60 } },
  discounted: { title: m.menuDiscounted, description: m.discountedText, params: { discounted: '1', limit: 60 } },
};

/** The view of a path segment; own keys only, so /products/constructor is not found either. */
export const productView = (name: string | undefined): ProductView | undefined =>
  name && Object.hasOwn(PRODUCT_VIEWS, name) ? PRODUCT_VIEWS[name] : undefined;

export const productViewQuery = (name: string | undefined) => {
  const found = productView(name);
  return found && { ...found, query: listingsQuery(found.params) };
};
