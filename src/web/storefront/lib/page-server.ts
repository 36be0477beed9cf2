import { pageTitle } from './site.ts';
import type { SiteConfig } from '../../../contract/site.ts';
import type { Parsed, ParserName } from '../../shared/lib/api.ts';
import type { ApiQuery } from './queries.ts';

/**
 * What a page's {id}.server.ts may export; only the server renderer imports these files.
 *   export const load: PageLoad = ({ params }) => [listingQuery(params.itemId!)];
 *   export const head: PageHeadFn = ({ data, site }) => ({ title: ..., image: ... });
 */
export interface LoadContext {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  pathname: string;
}

export interface HeadContext extends LoadContext {
  /** https://host of the request, for absolute URLs. */
  origin: string;
  /** The shop's configuration (null when there is none yet). */
  site: SiteConfig | null;
  /** A prefetched answer, when the call succeeded. */
  data<K extends ParserName>(query: ApiQuery<K>): Parsed<K> | undefined;
  /** The HTTP status of a prefetched call that failed (404 for an unknown id). */
  failure(query: ApiQuery): number | undefined;
}

export interface PageHead {
  title: string;
  description?: string;
  /** A path or URL; made absolute for og:image. */
  image?: string;
  /** The page's HTTP status (404 when what it shows does not exist). */
  status?: number;
  /** Structured data for search engines (schema.org). */
  /** One object or several (each in its own script). */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  noindex?: boolean;
  /**
   * The picture drawn largest above the fold (Largest Contentful Paint): preloaded from the head,
   * at high priority, with the `sizes` its <img> has, so the browser fetches the very variant the
   * page will ask for before it has read the page.
   */
  lcpImage?: { src: string; sizes: string };
  ogType?: 'website' | 'product' | 'profile';
  /**
   * A line for every visitor above the page (the shop being set up), written by the server outside
   * the hydrated root: it costs the page's JavaScript nothing, and hydration never sees it.
   */
  notice?: string;
  /**
   * False when what the page shows (a listing, say) has no Hindi text of the owner's: its Hindi
   * twin would be a duplicate of the English page, so neither names it as an alternate.
   */
  translated?: boolean;
}

export type PageLoad = (ctx: LoadContext) => ApiQuery[];
export type PageHeadFn = (ctx: HeadContext) => PageHead;

export interface PageServerModule {
  load?: PageLoad;
  head?: PageHeadFn;
}

/** A head that is only a title (and maybe a description): `export const head = titled('Contact Us')`. */
export const titled =
  (title: string, extra: Partial<PageHead> = {}): PageHeadFn =>
  ({ site }) => ({ title: pageTitle(title, site?.name), ...extra });
