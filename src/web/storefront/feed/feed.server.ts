import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { categoriesQuery } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { feedQuery } from './feed-queries.ts';
import { COVER_SIZES } from './feed-post.tsx';
import { ownerText, shopNameText } from '../lib/owner-hindi.ts';
import * as m from '../i18n/messages.ts';

export const load: PageLoad = () => [categoriesQuery, feedQuery];

export const head: PageHeadFn = ({ site, data }) => {
  const listings = data(feedQuery) ?? [];
  const categories = data(categoriesQuery)?.map((c) => ownerText(c, c.name, 'name')) ?? [];
  const shop = shopNameText(site);
  const browse = categories.length ? ` ${m.browseNames(categories.slice(0, 6).join(', '))}` : '';
  return {
    title: pageTitle(m.titleDesigns, shop),
    description: `${m.feedDescription(shop)} ${m.defaultDescription}${browse}`.slice(0, 300),
    image: listings[0]?.images[0] || site?.logo || undefined,
    lcpImage: listings[0]?.images[0] ? { src: listings[0].images[0], sizes: COVER_SIZES } : undefined,
  };
};
