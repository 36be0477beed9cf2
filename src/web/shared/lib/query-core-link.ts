import type { notifyManager, QueryObserver } from '@tanstack/query-core';

/**
 * TanStack Query's observer, for the storefront's hooks (storefront/lib/observed-query.ts) once a
 * query cache exists. Importing it there would put the whole query runtime in the home page's
 * entry; instead query-client.ts, the one maker of caches, links it here as it loads: a hook that
 * sees a cache in its context can then always reach it.
 */
export interface QueryCore {
  QueryObserver: typeof QueryObserver;
  notifyManager: typeof notifyManager;
}

let linked: QueryCore | undefined;

export function linkQueryCore(core: QueryCore): void {
  linked = core;
}

export function queryCore(): QueryCore {
  if (!linked) throw new Error('No query observer: make the QueryClient with createQueryClient (shared/lib/query-client.ts)');
  return linked;
}
