import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useRoutes } from 'react-router';
import { loadedQueryClient, onQueryClient } from './shared/lib/page-answers.ts';
import { routeObjects } from './routes.tsx';

function Pages() {
  return useRoutes(routeObjects);
}

/**
 * The whole web app; the entries wrap it in their router (BrowserRouter or StaticRouter). The
 * server renderer passes its query cache; the browser's loads on demand (shared/lib/page-answers.ts)
 * and is in the context from then on (before, only the home page and its frame are drawn, from the
 * page's answers). The context alone, not QueryClientProvider: the loader mounts the cache itself.
 */
export function App({ client }: { client?: QueryClient }) {
  const loaded = useSyncExternalStore(onQueryClient, loadedQueryClient, loadedQueryClient);
  return (
    <QueryClientContext value={client ?? loaded}>
      <Pages />
    </QueryClientContext>
  );
}
