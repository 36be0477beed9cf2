import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { FRESH_MS } from './answer-freshness.ts';

/**
 * The answers a server-rendered page carries (#__DATA__: [queryKey, data] pairs), kept in a plain
 * map until the query cache is needed. TanStack Query's runtime is ~9 KB gzip, and "/" only reads
 * answers it already has: so it is not in the entry. It loads (query-client.ts, lazily) when a page
 * other than home loads, or when a hook finds no answer or an old one; it then takes the answers
 * with the moment they arrived, and from then on every hook reads through it as before.
 */

/** The stable text of a key (object keys sorted), as TanStack Query's own hashKey does. */
export const keyText = (key: QueryKey) =>
  JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value,
  );

const answers = new Map<string, [QueryKey, unknown]>();
let answeredAt = 0;
let client: QueryClient | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Keeps the page's answers; they count as fresh from now (the server's clock may disagree). */
export function keepPageAnswers(pairs: [QueryKey, unknown][]): void {
  answeredAt = Date.now();
  for (const pair of pairs) answers.set(keyText(pair[0]), pair);
}

/** The page's answer under this key, and whether it is still fresh. */
export function pageAnswer(key: QueryKey): { data: unknown; fresh: boolean } | undefined {
  const pair = answers.get(keyText(key));
  return pair && { data: pair[1], fresh: Date.now() - answeredAt < FRESH_MS };
}

/** The browser's query cache once loaded (never on the server: it has one per request). */
export const loadedQueryClient = () => client;

export function onQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the query cache once, hands it the page's answers, and tells every hook waiting for it. */
export function loadQueryClient(): Promise<void> {
  if (import.meta.env.SSR) return Promise.resolve();
  loading ??= import('./query-client.ts').then(
    ({ createQueryClient }) => {
      const created = createQueryClient();
      for (const [key, data] of answers.values()) created.setQueryData(key, data, { updatedAt: answeredAt });
      // What QueryClientProvider does when it mounts: refetch on reconnect, resume paused writes.
      created.mount();
      client = created;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      loading = undefined; // a failed download (offline) may be tried again later
      throw error;
    },
  );
  return loading;
}
