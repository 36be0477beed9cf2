import { hashKey } from '@tanstack/react-query';
import type { SiteConfig } from '../../contract/site.ts';
import type { HeadContext } from '../storefront/lib/page-server.ts';
import type { ApiQuery } from '../storefront/lib/queries.ts';

/** The owner's Hindi texts as the API will carry them (issue 19), beside a record of the contract's type. */
export const withHindi = <T extends object>(record: T, hi: Record<string, string>): T => ({ ...record, translations: { hi } });

/**
 * What a page's head is given by the server renderer (entry-server.tsx) for a path without its
 * language prefix: the answers of the calls it prefetched, by query.
 */
export function headContext(
  pathname: string,
  answers: [ApiQuery, unknown][],
  { site = null, params = {} }: { site?: SiteConfig | null; params?: Record<string, string> } = {},
): HeadContext {
  const byKey = new Map(answers.map(([q, answer]) => [hashKey(q.queryKey), answer]));
  return {
    params,
    search: new URLSearchParams(),
    pathname,
    origin: 'https://shop.example',
    site,
    data: ((q: ApiQuery) => byKey.get(hashKey(q.queryKey))) as HeadContext['data'],
    failure: () => undefined,
  };
}
