import { formatRupees } from '../../../contract/money.ts';
import { listingFacts } from './listing-facts.ts';
import { ITEM_IMAGE_SIZES } from '../components/image-carousel.tsx';
import { breadcrumbList } from './structured-data.ts';
import type { HeadContext, PageHead } from './page-server.ts';
import { listingQuery } from './listing-query.ts';
import { pageTitle } from './site.ts';

/** <head> of an item page: its title, price and first image make the link preview in a chat. */
export function listingHead(ctx: HeadContext, id: string): PageHead {
  const query = listingQuery(id);
  const listing = ctx.data(query);
  const shop = ctx.site?.name;
  if (!listing) return { title: pageTitle('Item not found', shop), status: ctx.failure(query) ?? 404, noindex: true };
  const { price, minimumOrder } = listingFacts(listing);
  const text = listing.description.trim().replace(/\s+/g, ' ');
  const url = `${ctx.origin}${ctx.pathname}`;
  return {
    title: pageTitle(listing.title, shop),
    description: `${formatRupees(price)}${minimumOrder > 1 ? `, minimum order ${minimumOrder}` : ''}. ${text || listing.categoryName}`.slice(0, 200),
    image: listing.images[0],
    lcpImage: listing.images[0] ? { src: listing.images[0], sizes: ITEM_IMAGE_SIZES } : undefined,
    ogType: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: listing.title,
        ...(text ? { description: text } : {}),
        image: listing.images.map((src) => new URL(src, ctx.origin).href),
        category: listing.categoryName,
        offers: { '@type': 'Offer', url, price, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      },
      breadcrumbList(ctx.origin, [
        { name: 'Home', path: '/' },
        ...(listing.categoryName ? [{ name: listing.categoryName, path: `/subcategory/${listing.category_uuid}` }] : []),
        ...(listing.subcategory ? [{ name: listing.subcategory, path: `/subcategory/${listing.category_uuid}?sub=${listing.subcategory_uuid}` }] : []),
        { name: listing.title, path: ctx.pathname },
      ]),
    ],
  };
}
