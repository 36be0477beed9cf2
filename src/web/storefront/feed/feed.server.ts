import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { categoriesQuery } from '../lib/queries.ts';
import { DEFAULT_DESCRIPTION, pageTitle } from '../lib/site.ts';
import { feedQuery } from './feed-queries.ts';
import { COVER_SIZES } from './feed-post.tsx';

export const load: PageLoad = () => [categoriesQuery, feedQuery];

export const head: PageHeadFn = ({ site, data }) => {
  const listings = data(feedQuery) ?? [];
  const categories = data(categoriesQuery)?.map((c) => c.name) ?? [];
  const shop = site?.name ? `The latest designs from ${site.name}.` : 'The latest designs.';
  const browse = categories.length ? ` Browse ${categories.slice(0, 6).join(', ')}.` : '';
  return {
    title: pageTitle('Designs', site?.name),
    description: `${shop} ${DEFAULT_DESCRIPTION}${browse}`.slice(0, 300),
    image: listings[0]?.images[0] || site?.logo || undefined,
    lcpImage: listings[0]?.images[0] ? { src: listings[0].images[0], sizes: COVER_SIZES } : undefined,
  };
};
