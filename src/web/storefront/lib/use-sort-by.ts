import { useCallback, useEffect, useState } from 'react';
import { isSortBy, type SortBy } from './listing-order.ts';

export const SORT_STORAGE_KEY = 'sortBy';

/**
 * The listings sort, remembered in localStorage `sortBy` (spec §3). The first render is always ''
 * (as on the server, so hydration matches); the stored choice is applied just after. A value that
 * is not one of the spec's sorts is ignored; storage that refuses (private mode) only forgets.
 */
export function useSortBy(): [SortBy, (sort: SortBy) => void] {
  const [sort, setSortState] = useState<SortBy>('');
  useEffect(() => {
    try {
      const stored = localStorage.getItem(SORT_STORAGE_KEY);
      if (isSortBy(stored)) setSortState(stored);
    } catch {
      // No storage: the default order.
    }
  }, []);
  const setSort = useCallback((next: SortBy) => {
    setSortState(next);
    try {
      localStorage.setItem(SORT_STORAGE_KEY, next);
    } catch {
      // Not remembered, still applied.
    }
  }, []);
  return [sort, setSort];
}
