import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { PAGE } from '../../../contract/paging.ts';

export const PAGE_SIZE = PAGE.default;

/** `path?a=b` plus `limit` and `offset`, and every given filter that is not blank. */
export function pagedPath(path: string, offset: number, filters: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(offset) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return `${path}?${query}`;
}

/**
 * A long back-office list read 50 at a time (offset paging, newest first): the first page at once,
 * the next one on "Load more". Rows added while paging shift the offsets: a row seen twice is shown
 * once. `fetchPage` answers one page ({result} and whatever else the call sends beside it).
 */
export function usePagedList<Page extends { result: { _id: string }[] }>(key: QueryKey, fetchPage: (offset: number, signal: AbortSignal) => Promise<Page>) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.result.length < PAGE_SIZE ? undefined : pages.length * PAGE_SIZE),
    // Changes made in the other tabs a moment ago must show when the list opens.
    staleTime: 0,
    // A new search keeps the rows shown until its answer arrives.
    placeholderData: (previous) => previous,
  });
  const items = useMemo(() => {
    if (!query.data) return undefined;
    const seen = new Set<string>();
    const rows: Page['result'][number][] = query.data.pages.flatMap((page) => page.result);
    return rows.filter((item) => !seen.has(item._id) && Boolean(seen.add(item._id)));
  }, [query.data]);
  return { ...query, items, firstPage: query.data?.pages[0] };
}

/** The search text as typed, and the one to ask the server for once typing paused (300 ms). */
export function useSearchText(): [typed: string, setTyped: (text: string) => void, asked: string] {
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  return [typed, setTyped, asked];
}
