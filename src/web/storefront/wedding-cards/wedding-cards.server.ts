import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { categoriesQuery } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { catalogueQuery } from './wedding-cards-queries.ts';

/** The cards and the category filter come with the page: crawlers and link previews see titles and prices. */
export const load: PageLoad = () => [catalogueQuery, categoriesQuery];

export const head: PageHeadFn = ({ site, data }) => ({
  title: pageTitle('Wedding Cards', site?.name),
  description: 'Elegant Wedding Cards. Discover & customize premium designs for your big day.',
  image: data(catalogueQuery)?.find((l) => l.images.length)?.images[0],
});
