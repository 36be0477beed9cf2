import { QueryClient } from '@tanstack/react-query';

/**
 * The browser's cache. Server-rendered answers count as fresh for a minute, so hydration shows
 * them without asking again; a refetch happens on the next visit of a page after that.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } });
}
