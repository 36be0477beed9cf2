import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { categoriesQuery } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { breadcrumbList } from '../lib/structured-data.ts';
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
  if (!category) return { title: pageTitle('Category not found', site?.name), status: categories ? 404 : (failure(categoriesQuery) ?? 500), noindex: true };
  const listings = isUuid(id) ? (data(categoryListingsQuery(params.id!)) ?? []) : [];
  const subs = data(categorySubcategoriesQuery(params.id!))?.map((s) => s.name) ?? [];
  const shop = site?.name || 'our shop';
  // The first card shown (of the chosen subcategory when ?sub= names one) is the page's largest picture.
  const first = shownListings(listings, search.get(SUB_PARAM) ?? '')[0]?.images[0];
  return {
    title: pageTitle(category.name, site?.name),
    description: `${category.name} by ${shop}${subs.length ? `: ${subs.slice(0, 6).join(', ')}` : ''}. ${listings.length} design${listings.length === 1 ? '' : 's'} to choose from.`,
    image: category.imageUrl || listings[0]?.images[0],
    lcpImage: first ? { src: first, sizes: CARD_SIZES } : undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: category.name,
        itemListElement: listings.slice(0, 50).map((l, i) => ({ '@type': 'ListItem', position: i + 1, url: `${origin}/list/${l._id}`, name: l.title })),
      },
      breadcrumbList(origin, [
        { name: 'Home', path: '/' },
        { name: category.name, path: `/subcategory/${category.category_uuid}` },
      ]),
    ],
  };
};
