import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { categoriesQuery } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { shopNameText } from '../lib/owner-hindi.ts';
import * as m from '../i18n/messages.ts';
import { catalogueQuery } from './wedding-cards-queries.ts';

/** The cards and the category filter come with the page: crawlers and link previews see titles and prices. */
export const load: PageLoad = () => [catalogueQuery, categoriesQuery];

export const head: PageHeadFn = ({ site, data }) => ({
  title: pageTitle(m.titleWeddingCards, shopNameText(site)),
  description: m.weddingCardsDescription,
  image: data(catalogueQuery)?.find((l) => l.images.length)?.images[0],
});
