import { Suspense, use, type ComponentType } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { ErrorBoundary } from './components/error-boundary.tsx';
import { SiteLayout } from './components/site-layout.tsx';
import { Spinner } from './components/spinner.tsx';

/**
 * The spec's route table (§2). A page lives in src/web/features/{id}/{id}-page.tsx (default export)
 * and is loaded on demand, so each page is its own chunk; the server finds what it must prefetch
 * and its <head> in {id}.server.ts beside it (see lib/page-server.ts).
 * - admin: rendered in the browser only, behind the start-up spinner; never loaded by a public page.
 * - bare: the page draws its own frame (no site header and footer).
 */
export interface PageDef {
  path: string;
  id: string;
  admin?: true;
  bare?: true;
}

export const PAGES: PageDef[] = [
  { path: '/', id: 'home' },
  { path: '/home1', id: 'home-feed', bare: true },
  { path: '/allCategories', id: 'all-categories' },
  { path: '/story', id: 'story', bare: true },
  { path: '/instagram', id: 'gallery', bare: true },
  { path: '/listing/:id', id: 'listing-detail' },
  { path: '/list', id: 'listings' },
  { path: '/list/:itemId', id: 'item' },
  { path: '/profile', id: 'profile', bare: true },
  { path: '/subcategory/:id', id: 'category' },
  { path: '/products/:view', id: 'products' },
  { path: '/SocialMedia', id: 'social-media' },
  { path: '/login', id: 'login' },
  { path: '/contact', id: 'contact' },
  { path: '/admin', id: 'admin-dashboard', admin: true },
  { path: '/allListing', id: 'all-listings-admin', admin: true },
  { path: '/listing', id: 'listings-admin', admin: true },
  { path: '/upload', id: 'gallery-upload', admin: true },
  { path: '/UploadCategory', id: 'categories-admin', admin: true },
  { path: '/UploadSubcategory', id: 'subcategories-admin', admin: true },
  { path: '/UploadBanner', id: 'banners-admin', admin: true },
  { path: '/addReligion', id: 'religions-admin', admin: true },
  { path: '/addUser', id: 'users-admin', admin: true },
  { path: '/addConfi', id: 'site-config-admin', admin: true },
  ...['/addTitle', '/addPrice', '/addInsta', '/addSize', '/addSEOT', '/addSEOD', '/addSEOK'].map((path): PageDef => ({ path, id: 'lookups-admin', admin: true })),
  { path: '*', id: 'not-found' },
];

const modules = import.meta.glob<{ default: ComponentType }>('./features/*/*-page.tsx');
const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<void>>();

/** Loads a page's code once; the entries await it before rendering so hydration never waits. */
export function loadPage(id: string): Promise<void> {
  let promise = loading.get(id);
  if (!promise) {
    const load = modules[`./features/${id}/${id}-page.tsx`];
    promise = load ? load().then((m) => void loaded.set(id, m.default)) : Promise.reject(new Error(`No page ${id}`));
    loading.set(id, promise);
  }
  return promise;
}

function LazyPage({ id }: { id: string }) {
  const Page = loaded.get(id);
  if (Page) return <Page />;
  use(loadPage(id));
  return null;
}

function PageView({ id }: { id: string }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<Spinner />}>
        <LazyPage id={id} />
      </Suspense>
    </ErrorBoundary>
  );
}

const route = (page: PageDef): RouteObject => ({ path: page.path, element: <PageView id={page.id} />, handle: page });

export const routeObjects: RouteObject[] = [
  { element: <SiteLayout />, children: PAGES.filter((p) => !p.admin && !p.bare).map(route) },
  ...PAGES.filter((p) => p.admin || p.bare).map(route),
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
