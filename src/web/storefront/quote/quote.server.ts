import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { notFoundTitle, quoteQuery } from './quote-queries.ts';
import { pageTitle } from '../lib/site.ts';
import { shopNameText } from '../lib/owner-hindi.ts';
import * as m from '../i18n/messages.ts';

export const load: PageLoad = ({ params }) => [quoteQuery(params.token ?? '')];

/** A visitor's own quote: never indexed (the link is private to whoever has it); an unknown token answers 404. */
export const head: PageHeadFn = (ctx) => {
  const query = quoteQuery(ctx.params.token ?? '');
  const shop = shopNameText(ctx.site);
  if (!ctx.data(query)) {
    const status = ctx.failure(query) ?? 404;
    return { title: pageTitle(notFoundTitle(status === 429), shop), status, noindex: true };
  }
  return { title: pageTitle(m.titleYourQuote, shop), noindex: true };
};
