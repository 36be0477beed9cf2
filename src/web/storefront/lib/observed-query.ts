import { notifyManager, QueryObserver, type QueryKey, type QueryObserverResult } from '@tanstack/query-core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

export interface ObservedQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  enabled?: boolean;
  /** TanStack Query's retry rule (the client's default otherwise). */
  retry?: (failures: number, error: Error) => boolean;
}

/**
 * TanStack Query's own observer, read with useSyncExternalStore: what @tanstack/react-query's
 * useQuery does for the features these pages use, without its suspense and error-boundary
 * machinery (−0.7 KB gzip on every page, which keeps "/" within its budget). Admin screens, loaded
 * on demand, use useQuery itself; both share one QueryClient and one cache.
 */
export function useObservedQuery<T>(options: ObservedQueryOptions<T>): QueryObserverResult<T> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  const [observer] = useState(() => new QueryObserver<T>(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  useSyncExternalStore(
    useCallback((changed) => observer.subscribe(notifyManager.batchCalls(changed)), [observer]),
    () => observer.getCurrentResult(),
    () => observer.getCurrentResult(),
  );
  useEffect(() => observer.setOptions(defaulted), [defaulted, observer]);
  return result;
}
