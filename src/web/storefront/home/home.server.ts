import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { bannersQuery, categoriesQuery } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { localBusiness } from '../lib/structured-data.ts';
import { favouritesQuery, newArrivalsQuery } from './home-queries.ts';
import { BANNER_SIZES } from './banner-carousel.tsx';
import { shopSetupNotice } from './shop-setup-notice.ts';
import { ownerText, shopNameText } from '../lib/owner-hindi.ts';
import * as m from '../i18n/messages.ts';

export const load: PageLoad = () => [bannersQuery, categoriesQuery, favouritesQuery, newArrivalsQuery];

export const head: PageHeadFn = ({ site, data, origin }) => {
  const categories = data(categoriesQuery)?.map((c) => ownerText(c, c.name, 'name')) ?? [];
  const shop = shopNameText(site);
  const intro = shop ? `${shop}: ${m.defaultDescription}` : m.defaultDescription;
  const banner = data(bannersQuery)?.[0];
  return {
    title: pageTitle('', shop),
    lcpImage: banner && { src: banner.imageUrl, sizes: BANNER_SIZES },
    description: categories.length ? `${intro} ${m.browseNames(categories.slice(0, 6).join(', '))}` : intro,
    image: data(bannersQuery)?.[0]?.imageUrl || site?.logo || undefined,
    jsonLd: localBusiness(site, origin),
    notice: shopSetupNotice({ site, data }),
  };
};
