import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { createQueryClient } from '../shared/lib/query-client.ts';
import type { ApiQuery } from '../storefront/lib/queries.ts';

// happy-dom loads no images: without pixels every image would look broken to ResponsiveImage.
Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 640 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Shows the current path, so a test can see where a click led. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders inside a router and a query cache. `data` pre-fills answers (as the server-rendered
 * page does); anything else is fetched through the stubbed `fetch`. `state`: the navigation state
 * the path was opened with (the login page's to /admin).
 */
export function renderWithApp(ui: ReactNode, options: { path?: string; data?: [ApiQuery, unknown][]; state?: unknown } = {}) {
  const client = createQueryClient({ retry: false, staleTime: Infinity });
  for (const [query, value] of options.data ?? []) client.setQueryData(query.queryKey, value);
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ ...parsePath(options.path ?? '/'), state: options.state }]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** A fetch that answers every call with this status and JSON body. */
export function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A fetch that gives these answers (status and JSON body) in turn, one a call. */
export function stubFetchInTurn(...answers: [number, unknown][]) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const [status, body] = answers.shift() ?? [599, { message: `No answer left for ${url}` }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A fetch that never answers: the page stays in its loading state. */
export function stubPendingFetch() {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
