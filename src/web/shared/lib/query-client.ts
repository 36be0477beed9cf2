import { notifyManager, QueryClient, QueryObserver, type DefaultOptions } from '@tanstack/react-query';
import { FRESH_MS } from './answer-freshness.ts';
import { linkQueryCore } from './query-core-link.ts';

// Whoever makes a cache has the observer the storefront's hooks read it with (see query-core-link.ts).
linkQueryCore({ QueryObserver, notifyManager });

/**
 * The browser's cache (loaded on demand by page-answers.ts; the server renderer and tests make
 * their own). Server-rendered answers count as fresh for a minute, so hydration shows them without
 * asking again; a refetch happens on the next visit of a page after that.
 */
export function createQueryClient(queries?: DefaultOptions['queries']): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: FRESH_MS, retry: 1, refetchOnWindowFocus: false, ...queries } } });
}
