import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { pageTitle } from '../lib/site.ts';
import { shopNameText } from '../lib/owner-hindi.ts';
import * as m from '../i18n/messages.ts';
import { fallbackQuery } from './story-queries.ts';

export const load: PageLoad = () => [fallbackQuery];

export const head: PageHeadFn = ({ site, data }) => {
  const shop = shopNameText(site);
  return {
    title: pageTitle(m.titleStories, shop),
    description: m.storiesDescription(shop),
    image: data(fallbackQuery)?.find((l) => l.images.length)?.images[0],
  };
};
