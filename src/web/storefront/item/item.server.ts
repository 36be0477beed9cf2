import { listingHead } from '../lib/listing-head.ts';
import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { listingQuery } from '../lib/queries.ts';

export const load: PageLoad = ({ params }) => [listingQuery(params.itemId ?? '')];
export const head: PageHeadFn = (ctx) => listingHead(ctx, ctx.params.itemId ?? '');
