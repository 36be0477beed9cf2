import { formatRupees } from '../../../contract/money.ts';
import { listingFacts } from './listing-facts.ts';
import { ITEM_IMAGE_SIZES } from '../components/image-carousel.tsx';
import { breadcrumbList } from './structured-data.ts';
import type { HeadContext, PageHead } from './page-server.ts';
import { listingQuery } from './listing-query.ts';
import { pageTitle } from './site.ts';
import { hindiOf } from './localized.ts';
import { shopNameText } from './owner-hindi.ts';
import { localized } from './localized.ts';
import * as m from '../i18n/messages.ts';

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * <head> of an item page: its title, price and first image make the link preview in a chat. In the
 * page's language where the owner wrote Hindi; a listing with no Hindi title and no Hindi description
 * is the same text in both languages, so it names no Hindi alternate (translated: false), on either page.
 */
export function listingHead(ctx: HeadContext, id: string): PageHead {
  const query = listingQuery(id);
  const listing = ctx.data(query);
  const shop = shopNameText(ctx.site);
  if (!listing) return { title: pageTitle(m.titleItemNotFound, shop), status: ctx.failure(query) ?? 404, noindex: true };
  const { price, minimumOrder } = listingFacts(listing);
  const hindiTitle = hindiOf(listing, 'title');
  const hindiDescription = hindiOf(listing, 'description');
  const title = localized(listing.title, hindiTitle);
  const text = oneLine(localized(listing.description, hindiDescription).text);
  const url = `${ctx.origin}${m.prefix}${ctx.pathname}`;
  return {
    title: pageTitle(title.text, shop),
    description: `${m.priceSummary(formatRupees(price), minimumOrder)} ${text || listing.categoryName}`.slice(0, 200),
    image: listing.images[0],
    lcpImage: listing.images[0] ? { src: listing.images[0], sizes: ITEM_IMAGE_SIZES } : undefined,
    ogType: 'product',
    translated: Boolean(hindiTitle || hindiDescription),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: title.text,
        ...(text ? { description: text } : {}),
        // The language its name is in: English on a Hindi page whose listing has no Hindi title.
        inLanguage: title.lang ?? m.lang,
        url,
        image: listing.images.map((src) => new URL(src, ctx.origin).href),
        category: listing.categoryName,
        offers: { '@type': 'Offer', url, price, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      },
      breadcrumbList(ctx.origin, [
        { name: m.home, path: '/' },
        ...(listing.categoryName ? [{ name: listing.categoryName, path: `/subcategory/${listing.category_uuid}` }] : []),
        ...(listing.subcategory ? [{ name: listing.subcategory, path: `/subcategory/${listing.category_uuid}?sub=${listing.subcategory_uuid}` }] : []),
        { name: title.text, path: ctx.pathname },
      ]),
    ],
  };
}
