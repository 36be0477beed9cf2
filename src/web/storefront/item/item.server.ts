import { listingHead } from '../lib/listing-head.ts';
import type { PageHeadFn, PageLoad } from '../lib/page-server.ts';
import { listingQuery } from '../lib/listing-query.ts';

export const load: PageLoad = ({ params }) => [listingQuery(params.itemId ?? '')];
export const head: PageHeadFn = (ctx) => listingHead(ctx, ctx.params.itemId ?? '');
