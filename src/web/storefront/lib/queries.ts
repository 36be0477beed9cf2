import { useObservedQuery, type ObservedQueryOptions } from './observed-query.ts';
import type { Parsed, ParserName } from '../../shared/lib/api.ts';

/**
 * A GET the pages read: its cache key, its path and the parser of its answer. The same object is
 * prefetched by the server renderer (in-process, see entry-server.tsx) and read by the hooks below,
 * so the browser finds the server's answer under the same key and does not ask again.
 */
export interface ApiQuery<K extends ParserName = ParserName> {
  queryKey: readonly unknown[];
  path: string;
  parse: K;
}

export const query = <K extends ParserName>(queryKey: readonly unknown[], path: string, parse: K): ApiQuery<K> => ({ queryKey, path, parse });

/** One key for the header, the footer and the social strip: one request per page. */
export const siteConfigQuery = query(['site-config'], '/api/confi/GetConfiList', 'siteConfig');
export const bannersQuery = query(['banners'], '/api/banners', 'banners');
export const categoriesQuery = query(['categories'], '/api/categories', 'categories');

/** The filters GET /api/listings understands. */
export interface ListingParams {
  category?: string;
  subcategory?: string;
  favorite?: '1' | '0';
  discounted?: '1';
  q?: string;
  sort?: 'price-asc' | 'price-desc' | 'newest';
  limit?: number;
}

export function listingsQuery(params: ListingParams = {}): ApiQuery<'listings'> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params).sort()) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return query(['listings', params], `/api/listings${text ? `?${text}` : ''}`, 'listings');
}

/** useQuery over an ApiQuery; the API client (and zod) load only when a fetch is really needed. */
export function useApiQuery<K extends ParserName>(q: ApiQuery<K>, enabled = true, options?: Pick<ObservedQueryOptions<unknown>, 'retry'>) {
  return useObservedQuery<Parsed<K>>({
    queryKey: q.queryKey,
    queryFn: () => import('../../shared/lib/api.ts').then((api) => api.apiGet(q.path, q.parse)),
    enabled,
    ...options,
  });
}

export const useSiteConfig = () => useApiQuery(siteConfigQuery);
export const useBanners = () => useApiQuery(bannersQuery);
export const useCategories = () => useApiQuery(categoriesQuery);
export const useListings = (params: ListingParams = {}) => useApiQuery(listingsQuery(params));
