import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { categoriesQuery } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';

export const load: PageLoad = () => [categoriesQuery];

const INTRO = 'Every kind of card and print we make: wedding and occasion invitations, trophies, ID cards and more.';

export const head: PageHeadFn = ({ site, data }) => {
  const categories = data(categoriesQuery) ?? [];
  const names = categories.map((c) => c.name).slice(0, 8);
  return {
    title: pageTitle('All Categories', site?.name),
    description: names.length ? `${INTRO} Browse ${names.join(', ')}.` : INTRO,
    image: categories.find((c) => c.imageUrl)?.imageUrl,
  };
};
