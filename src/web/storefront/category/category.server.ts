import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { categoriesQuery } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { breadcrumbList } from '../lib/structured-data.ts';
import { ownerText, shopNameText } from '../lib/owner-hindi.ts';
import * as m from '../i18n/messages.ts';
import { CARD_SIZES } from '../components/listing-card.tsx';
import { categoryListingsQuery, categorySubcategoriesQuery, isUuid, shownListings, SUB_PARAM } from './category-queries.ts';

export const load: PageLoad = ({ params }) => {
  const id = params.id ?? '';
  return [categoriesQuery, ...(isUuid(id) ? [categorySubcategoriesQuery(id), categoryListingsQuery(id)] : [])];
};

export const head: PageHeadFn = ({ params, search, data, failure, site, origin }) => {
  const id = (params.id ?? '').toLowerCase();
  const categories = data(categoriesQuery);
  const category = categories?.find((c) => c.category_uuid.toLowerCase() === id);
  // An unknown category shows an empty page (spec): a real 404 for crawlers, never indexed.
  if (!category)
    return { title: pageTitle(m.titleCategoryNotFound, shopNameText(site)), status: categories ? 404 : (failure(categoriesQuery) ?? 500), noindex: true };
  const listings = isUuid(id) ? (data(categoryListingsQuery(params.id!)) ?? []) : [];
  const subs = data(categorySubcategoriesQuery(params.id!))?.map((s) => ownerText(s, s.name, 'name')) ?? [];
  const name = ownerText(category, category.name, 'name');
  const shop = shopNameText(site);
  // The first card shown (of the chosen subcategory when ?sub= names one) is the page's largest picture.
  const first = shownListings(listings, search.get(SUB_PARAM) ?? '')[0]?.images[0];
  // A category whose name has no Hindi is still a Hindi page (its chrome, its cards' Hindi titles):
  // both languages stay alternates (translated is left true).
  return {
    title: pageTitle(name, shop),
    description: m.categoryDescription(listings.length, name, shop || m.ourShop, subs.slice(0, 6).join(', ')),
    image: category.imageUrl || listings[0]?.images[0],
    lcpImage: first ? { src: first, sizes: CARD_SIZES } : undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name,
        inLanguage: m.lang,
        itemListElement: listings
          .slice(0, 50)
          .map((l, i) => ({ '@type': 'ListItem', position: i + 1, url: `${origin}${m.prefix}/list/${l._id}`, name: ownerText(l, l.title, 'title') })),
      },
      breadcrumbList(origin, [
        { name: m.home, path: '/' },
        { name, path: `/subcategory/${category.category_uuid}` },
      ]),
    ],
  };
};
