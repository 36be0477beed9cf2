import type { PageHeadFn, PageLoad } from '../../lib/page-server.ts';
import { categoriesQuery } from '../../lib/queries.ts';
import { pageTitle } from '../../lib/site.ts';

export const load: PageLoad = () => [categoriesQuery];

export const head: PageHeadFn = ({ params, data, site }) => {
  const categories = data(categoriesQuery);
  const category = categories?.find((c) => c.category_uuid === params.id);
  if (!category) return { title: pageTitle('Category', site?.name), status: categories ? 404 : 200, noindex: true };
  return { title: pageTitle(category.name, site?.name), description: `${category.name} designs by ${site?.name || 'our shop'}.`, image: category.imageUrl };
};
