import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { categoriesQuery } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { ownerText, shopNameText } from '../lib/owner-hindi.ts';
import * as m from '../i18n/messages.ts';

export const load: PageLoad = () => [categoriesQuery];

export const head: PageHeadFn = ({ site, data }) => {
  const categories = data(categoriesQuery) ?? [];
  const names = categories.slice(0, 8).map((c) => ownerText(c, c.name, 'name'));
  return {
    title: pageTitle(m.titleAllCategories, shopNameText(site)),
    description: names.length ? `${m.allCategoriesIntro} ${m.browseNames(names.join(', '))}` : m.allCategoriesIntro,
    image: categories.find((c) => c.imageUrl)?.imageUrl,
  };
};
