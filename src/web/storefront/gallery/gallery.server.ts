import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { pageTitle } from '../lib/site.ts';
import { galleryQuery } from './gallery-filter.ts';

export const load: PageLoad = () => [galleryQuery];

export const head: PageHeadFn = ({ site, data }) => ({
  title: pageTitle('Gallery', site?.name),
  description: `Wedding, birthday, vastu and opening card designs${site?.name ? ` by ${site.name}` : ''}.`,
  image: data(galleryQuery)?.find((l) => l.images.length)?.images[0],
});
