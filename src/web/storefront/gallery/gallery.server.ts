import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { pageTitle } from '../lib/site.ts';
import { shopNameText } from '../lib/owner-hindi.ts';
import * as m from '../i18n/messages.ts';
import { galleryQuery } from './gallery-filter.ts';

export const load: PageLoad = () => [galleryQuery];

export const head: PageHeadFn = ({ site, data }) => {
  const shop = shopNameText(site);
  return {
    title: pageTitle(m.titleGallery, shop),
    description: m.galleryDescription(shop),
    image: data(galleryQuery)?.find((l) => l.images.length)?.images[0],
  };
};
