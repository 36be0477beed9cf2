import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { pageTitle } from '../lib/site.ts';
import { shopNameText } from '../lib/owner-hindi.ts';
import * as m from '../i18n/messages.ts';
import { productViewQuery } from './product-views.ts';

export const load: PageLoad = ({ params }) => {
  const view = productViewQuery(params.view);
  return view ? [view.query] : [];
};

export const head: PageHeadFn = ({ params, data, site }) => {
  const view = productViewQuery(params.view);
  if (!view) return { title: pageTitle(m.titlePageNotFound, shopNameText(site)), status: 404, noindex: true };
  return { title: pageTitle(view.title, shopNameText(site)), description: view.description, image: data(view.query)?.[0]?.images[0] };
};
