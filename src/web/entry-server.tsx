import { PassThrough } from 'node:stream';
import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app.tsx';
import { Spinner } from './shared/components/spinner.tsx';
import { appIconSrc } from './shared/components/responsive-image.tsx';
import { readAnswer, type Parsed } from './shared/lib/api.ts';
import type { HeadContext, LoadContext, PageHead, PageServerModule } from './storefront/lib/page-server.ts';
import { siteConfigQuery, type ApiQuery } from './storefront/lib/queries.ts';
import { createQueryClient } from './shared/lib/query-client.ts';
import { DEFAULT_SHOP_NAME, pageTitle } from './storefront/lib/site.ts';
import { isAdmin, loadPage, pageFor, PAGES } from './routes.tsx';
import { pageAssets, type Manifest } from './server/assets.ts';
import { renderDocument } from './server/document.ts';
import { alternatesOf } from './server/languages.ts';
import { languagePath } from './storefront/i18n/paths.ts';
import * as m from './storefront/i18n/messages.ts';

export { robotsTxt, sitemapXml } from './server/seo.ts';

/** The app's own API, called in-process (the Fastify plugin passes app.inject). */
export type ApiCaller = (path: string) => Promise<{ status: number; body: unknown }>;

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  /** https://host, for canonical and og: URLs. */
  origin: string;
  api: ApiCaller;
  manifest: Manifest;
  onError?: (error: unknown) => void;
}

export interface RenderResult {
  status: number;
  html: string;
}

const servers = import.meta.glob<PageServerModule>('./storefront/*/*.server.ts');

const RENDER_TIMEOUT_MS = 10_000;

export async function render(request: RenderRequest): Promise<RenderResult> {
  const { pathname: requested, search } = new URL(request.url, 'http://x');
  // This renderer's language is fixed at build time (i18n/messages.ts): the Hindi one draws /hi/…
  // pages, seeing them without their prefix, as its browser build's router does (basename).
  const pathname = languagePath(requested, m.prefix);
  const match = pageFor(pathname);
  // The back office and its door stay English: under /hi/ they are not pages.
  const { page, params } = m.prefix && (isAdmin(match.page) || match.page.id === 'login') ? { page: PAGES.at(-1)!, params: {} } : match;
  const assets = pageAssets(request.manifest, page.id);

  if (isAdmin(page)) {
    // The back office is drawn in the browser: this is its shell, with the start-up spinner.
    const head: PageHead = { title: pageTitle('Admin', undefined), noindex: true };
    return { status: 200, html: renderDocument({ head, origin: request.origin, pathname, assets, body: renderToStaticMarkup(<Spinner />), lang: 'en' }) };
  }

  const server = await servers[`./storefront/${page.id}/${page.id}.server.ts`]?.();
  const ctx: LoadContext = { params, search: new URLSearchParams(search), pathname };
  const queries: ApiQuery[] = [siteConfigQuery, ...(server?.load?.(ctx) ?? [])];

  // Fill a cache by asking the API in-process, exactly as the browser would.
  const prefetch = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const failures = new Map<string, number>();
  await Promise.all([
    loadPage(page.id),
    ...queries.map((q) =>
      prefetch.prefetchQuery({
        queryKey: q.queryKey,
        queryFn: async () => {
          try {
            const { status, body } = await request.api(q.path);
            return readAnswer(q.parse, status, body);
          } catch (error) {
            const status = (error as { status?: number }).status ?? 500;
            failures.set(hashKey(q.queryKey), status);
            if (status >= 500) request.onError?.(error);
            throw error;
          }
        },
      }),
    ),
  ]);

  // The answers travel in the page as [queryKey, data] pairs, and the page is rendered from exactly
  // those, as the browser will hydrate it: both agree (a failed call renders its loading state).
  const state: [QueryKey, unknown][] = prefetch
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => [q.queryKey, q.state.data]);
  const client = createQueryClient();
  for (const [key, data] of state) client.setQueryData(key, data);

  const site = prefetch.getQueryData<Parsed<'siteConfig'>>(siteConfigQuery.queryKey) ?? null;
  const headCtx: HeadContext = {
    ...ctx,
    origin: request.origin,
    site,
    data: (q) => prefetch.getQueryData(q.queryKey),
    failure: (q) => failures.get(hashKey(q.queryKey)),
  };
  const head: PageHead = server?.head?.(headCtx) ?? { title: site?.name || DEFAULT_SHOP_NAME };
  const status = page.id === 'not-found' ? 404 : (head.status ?? 200);

  const body = await renderToHtml(
    <StaticRouter location={request.url} basename={m.prefix || undefined}>
      <App client={client} />
    </StaticRouter>,
    request.onError,
  );
  const alternates = status === 200 && !head.noindex && page.id !== 'quote' ? alternatesOf(request.origin, pathname, head.translated !== false) : undefined;
  return {
    status,
    html: renderDocument({ head, origin: request.origin, pathname: requested, assets, body, state, icon: appIconSrc(site?.logo), lang: m.lang, alternates }),
  };
}

/** Waits for everything, lazy parts included (onAllReady): crawlers and link previews run no script. */
function renderToHtml(element: ReactNode, onError?: (error: unknown) => void): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const html = new Promise<string>((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      // Never split a large boundary into a later segment: that needs React's inline <script>,
      // which the CSP (script-src 'self') refuses. Everything is ready anyway (onAllReady).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const sink = new PassThrough();
        let text = '';
        sink.setEncoding('utf8');
        sink.on('data', (chunk: string) => (text += chunk));
        sink.on('end', () => resolve(text));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        onError?.(error);
      },
    });
    timer = setTimeout(() => stream.abort(new Error('Render timed out')), RENDER_TIMEOUT_MS);
  });
  return html.finally(() => clearTimeout(timer));
}
