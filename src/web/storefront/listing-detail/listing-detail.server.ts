import { listingHead } from '../lib/listing-head.ts';
import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { listingQuery } from '../lib/listing-query.ts';

export const load: PageLoad = ({ params }) => [listingQuery(params.id ?? '')];
// The same item as /list/{id}, which is the one to index (it is in the sitemap); this one keeps
// its link preview but is not indexed twice.
export const head: PageHeadFn = (ctx) => ({ ...listingHead(ctx, ctx.params.id ?? ''), noindex: true });
