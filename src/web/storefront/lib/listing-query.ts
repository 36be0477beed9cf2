import { query, useApiQuery } from './queries.ts';

/** One listing by id (not in queries.ts: the home page's code never asks for one). */
export const listingQuery = (id: string) => query(['listing', id], `/api/listings/${encodeURIComponent(id)}`, 'listing');

/** An answer the server gave with a status: 404 for an unknown id. */
export const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

/**
 * One listing (/list/:itemId and /listing/:id), under the key the server prefetched (so hydration
 * finds it). An unknown id (4xx) is final: asking again would only delay the "not found" answer;
 * a failure of the server is asked once more.
 */
export const useListing = (id: string) =>
  useApiQuery(listingQuery(id), Boolean(id), { retry: (failures, error) => (statusOf(error) ?? 500) >= 500 && failures < 1 });
