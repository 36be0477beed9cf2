import { QueryClientContext } from '@tanstack/react-query';
import type { QueryKey, QueryObserver } from '@tanstack/query-core';
import { useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { keyText, loadQueryClient, loadedQueryClient, pageAnswer } from '../../shared/lib/page-answers.ts';
import { queryCore } from '../../shared/lib/query-core-link.ts';

export interface ObservedQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  enabled?: boolean;
  /** TanStack Query's retry rule (the client's default otherwise). */
  retry?: (failures: number, error: Error) => boolean;
}

/** What the pages read of a query (TanStack Query's result has these and more, in the same shapes). */
export type ObservedQueryResult<T> = {
  isRefetching: boolean;
  refetch: () => Promise<unknown>;
} & (
  | { data: undefined; error: null; isPending: true; isError: false }
  | { data: T | undefined; error: Error; isPending: false; isError: true }
  | { data: T; error: null; isPending: false; isError: false }
);

const noChange = () => () => {};

/** Results from the page's own answers, one object per key (useSyncExternalStore wants it stable). */
const answerResults = new Map<string, ObservedQueryResult<unknown>>();
function answerResult(key: QueryKey): ObservedQueryResult<unknown> {
  const text = keyText(key);
  let result = answerResults.get(text);
  if (!result) {
    const answer = pageAnswer(key);
    const refetch = () => loadQueryClient().then(() => loadedQueryClient()?.refetchQueries({ queryKey: key, exact: true }));
    const common = { error: null, isError: false, isRefetching: false, refetch } as const;
    result = answer ? { ...common, data: answer.data, isPending: false } : { ...common, data: undefined, isPending: true };
    answerResults.set(text, result);
  }
  return result;
}

/**
 * TanStack Query's own observer, read with useSyncExternalStore: what @tanstack/react-query's
 * useQuery does for the features these pages use, without its suspense and error-boundary
 * machinery. Before the browser has a query cache (the home page, drawn from the answers in the
 * page: shared/lib/page-answers.ts), the page's answer is the result; a missing or old one loads
 * the cache, and the observer takes over (asking the server when the answer is missing or old).
 * Admin screens use useQuery itself; both share one QueryClient and one cache.
 */
export function useObservedQuery<T>(options: ObservedQueryOptions<T>): ObservedQueryResult<T> {
  const client = useContext(QueryClientContext);
  const defaulted = client?.defaultQueryOptions(options);
  // One observer per cache: a hook drawn before the cache loaded gets one when it arrives.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the options are the observer's first ones; the effect below keeps them current
  const observer = useMemo(() => client && defaulted && (new (queryCore().QueryObserver)(client, defaulted) as QueryObserver<T>), [client]);
  const subscribe = useCallback((changed: () => void) => observer?.subscribe(queryCore().notifyManager.batchCalls(changed)) ?? noChange(), [observer]);
  const current = () => (observer ? observer.getCurrentResult() : answerResult(options.queryKey));
  useSyncExternalStore(subscribe, current, current);
  const enabled = options.enabled !== false;
  const needsCache = !observer && enabled && !pageAnswer(options.queryKey)?.fresh;
  useEffect(() => {
    if (needsCache) loadQueryClient().catch(() => {});
  }, [needsCache]);
  useEffect(() => {
    if (defaulted) observer?.setOptions(defaulted);
  }, [defaulted, observer]);
  return (observer && defaulted ? observer.getOptimisticResult(defaulted) : answerResult(options.queryKey)) as ObservedQueryResult<T>;
}
