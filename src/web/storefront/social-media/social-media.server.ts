import type { PageHeadFn } from '../lib/page-server.ts';
import { pageTitle } from '../lib/site.ts';
import { shopNameText } from '../lib/owner-hindi.ts';
import * as m from '../i18n/messages.ts';

export const head: PageHeadFn = ({ site }) => {
  const shop = shopNameText(site);
  return { title: pageTitle(m.titleSocialMedia, shop), description: m.socialMediaDescription(shop) };
};
