import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { pageTitle } from '../lib/site.ts';
import { fallbackQuery } from './story-queries.ts';

export const load: PageLoad = () => [fallbackQuery];

export const head: PageHeadFn = ({ site, data }) => ({
  title: pageTitle('Stories', site?.name),
  description: `Our latest designs, one after another${site?.name ? `, from ${site.name}` : ''}.`,
  image: data(fallbackQuery)?.find((l) => l.images.length)?.images[0],
});
