import { Suspense, use, useEffect, type ComponentType } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { ErrorBoundary } from './shared/components/error-boundary.tsx';
import { loadQueryClient } from './shared/lib/page-answers.ts';
import { SiteLayout } from './storefront/components/site-layout.tsx';
import { Spinner } from './shared/components/spinner.tsx';
import HomePage from './storefront/home/home-page.tsx';
import * as m from './storefront/i18n/messages.ts';

/**
 * The spec's route table (§2). A page lives in src/web/storefront/{id}/{id}-page.tsx (src/web/admin/{id}/… for ids ending in -admin) (default export);
 * what the server prefetches for it and its <head> are in {id}.server.ts beside it (see
 * lib/page-server.ts).
 * - Every page but home is its own chunk, loaded on demand; home is in the entry (it is where most
 *   visits start, and a separate chunk would cost it ~1 KB gzip of the 95 KB budget).
 * - An id ending in -admin is a back-office page: drawn in the browser only, behind the start-up
 *   spinner, its code reached through admin-pages.ts and never loaded by a public page.
 * - bare: the page draws its own frame (no site header and footer).
 */
export interface PageDef {
  path: string;
  id: string;
  bare?: true;
}

export const PAGES: PageDef[] = [
  { path: '/', id: 'home' },
  { path: '/home1', id: 'wedding-cards' },
  { path: '/allCategories', id: 'all-categories' },
  { path: '/story', id: 'story', bare: true },
  { path: '/instagram', id: 'gallery', bare: true },
  { path: '/listing/:id', id: 'listing-detail' },
  { path: '/list', id: 'feed', bare: true },
  { path: '/list/:itemId', id: 'item' },
  { path: '/profile', id: 'profile', bare: true },
  { path: '/subcategory/:id', id: 'category' },
  { path: '/products/:view', id: 'products' },
  { path: '/SocialMedia', id: 'social-media' },
  { path: '/login', id: 'login' },
  { path: '/contact', id: 'contact' },
  { path: '/quote/:token', id: 'quote' },
  { path: '/admin', id: 'dashboard-admin' },
  // One job's screen (issue 28): not in the spec's table, which has no page per order.
  { path: '/admin/orders/:id', id: 'job-admin' },
  // One customer's account (issue 31), as a job has its screen.
  { path: '/admin/customers/:id', id: 'customer-admin' },
  { path: '/allListing', id: 'all-listings-admin' },
  { path: '/listing', id: 'listings-admin' },
  { path: '/upload', id: 'upload-admin' },
  { path: '/UploadCategory', id: 'categories-admin' },
  { path: '/UploadSubcategory', id: 'subcategories-admin' },
  { path: '/UploadBanner', id: 'banners-admin' },
  { path: '/addReligion', id: 'religions-admin' },
  { path: '/addUser', id: 'users-admin' },
  { path: '/addConfi', id: 'site-config-admin' },
  ...['/addTitle', '/addPrice', '/addInsta', '/addSize', '/addSEOT', '/addSEOD', '/addSEOK'].map((path) => ({ path, id: 'lookups-admin' })),
  { path: '*', id: 'not-found' },
];

export const isAdmin = (page: PageDef) => page.id.endsWith('-admin');

type PageModule = { default: ComponentType };
const publicPages = import.meta.glob<PageModule>(['./storefront/*/*-page.tsx', '!./storefront/home/**', '!./storefront/components/**', '!./storefront/lib/**']);
const loaded = new Map<string, ComponentType>([['home', HomePage]]);
const loading = new Map<string, Promise<void>>();

/** Loads a page's code once; the entries await it before rendering, so hydration never waits. */
export function loadPage(id: string): Promise<void> {
  let promise = loading.get(id);
  if (!promise) {
    const load = id.endsWith('-admin')
      ? () => import('./admin/admin-pages.ts').then((admin) => admin.importAdminPage(id))
      : publicPages[`./storefront/${id}/${id}-page.tsx`];
    // Every page but home reads or writes through the query cache: it loads with the page's code.
    promise = loaded.has(id)
      ? Promise.resolve()
      : load
        ? Promise.all([load(), loadQueryClient()]).then(([m]) => void loaded.set(id, m.default))
        : Promise.reject(new Error(`No page ${id}`));
    loading.set(id, promise);
  }
  return promise;
}

/**
 * Marks the document once a page's code has run in the browser (`<html data-hydrated>`): a tap
 * before then lands on server HTML that does nothing yet, so browser tests wait for it.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

function LazyPage({ id }: { id: string }) {
  const Page = loaded.get(id);
  if (Page)
    return (
      <>
        <Page />
        <HydratedMark />
      </>
    );
  use(loadPage(id));
  return null;
}

function PageView({ id }: { id: string }) {
  const { pathname } = useLocation();
  // The back office stays English; the storefront's pages speak their build's language.
  const admin = id.endsWith('-admin');
  return (
    <ErrorBoundary key={pathname} message={admin ? undefined : m.somethingWentWrong}>
      <Suspense fallback={<Spinner label={admin ? undefined : m.loading} />}>
        <LazyPage id={id} />
      </Suspense>
    </ErrorBoundary>
  );
}

const route = (page: PageDef): RouteObject => ({ path: page.path, element: <PageView id={page.id} />, handle: page });
const framed = (page: PageDef) => !page.bare && !isAdmin(page);

export const routeObjects: RouteObject[] = [
  { element: <SiteLayout />, children: PAGES.filter(framed).map(route) },
  ...PAGES.filter((page) => !framed(page)).map(route),
];

export interface PageMatch {
  page: PageDef;
  params: Record<string, string | undefined>;
}

/** The page a path shows (the catch-all when nothing else matches). */
export function pageFor(pathname: string): PageMatch {
  const match = matchRoutes(routeObjects, pathname)?.at(-1);
  return { page: (match?.route.handle as PageDef | undefined) ?? PAGES.at(-1)!, params: match?.params ?? {} };
}
