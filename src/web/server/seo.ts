import { readAnswer, type Parsed } from '../shared/lib/api.ts';
import { categoriesQuery, listingsQuery } from '../storefront/lib/queries.ts';
import { hindiOf } from '../storefront/lib/localized.ts';
import { isAdmin, PAGES } from '../routes.tsx';
import { escapeHtml } from './document.ts';
import { alternatesOf } from './languages.ts';

type ApiCaller = (path: string) => Promise<{ status: number; body: unknown }>;

/** Pages worth indexing that take no parameter. */
const STATIC_PATHS = ['/', '/allCategories', '/list', '/products/new-arrivals', '/products/best-sellers', '/products/discounted', '/profile', '/contact'];

export function robotsTxt(origin: string): string {
  // A path with a parameter (/admin/orders/:id) is kept out as the folder it is in.
  const adminPaths = [...new Set(PAGES.filter(isAdmin).map((p) => (p.path.includes('/:') ? p.path.slice(0, p.path.indexOf(':')) : `${p.path}$`)))];
  return ['User-agent: *', 'Allow: /', ...adminPaths.map((p) => `Disallow: ${p}`), 'Disallow: /login$', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

interface SitemapEntry {
  /** The page's path without language prefix. */
  path: string;
  lastmod?: string;
  /** False for an item whose listing has no Hindi text: its Hindi twin is not listed (nor named as an alternate). */
  translated: boolean;
}

/** A listing has Hindi text of the owner's when its title or its description has one (as its page's head says). */
const hasHindi = (listing: object) => Boolean(hindiOf(listing, 'title') || hindiOf(listing, 'description'));

/** What the sitemap lists, from the API's answers: category pages are Hindi pages whatever their name (their chrome is). */
export function sitemapEntries(categories: Parsed<'categories'>, listings: Parsed<'listings'>): SitemapEntry[] {
  return [
    ...STATIC_PATHS.map((path) => ({ path, translated: true })),
    ...categories.map((c) => ({ path: `/subcategory/${c.category_uuid}`, lastmod: c.createdAt, translated: true })),
    ...listings.map((l) => ({ path: `/list/${l._id}`, lastmod: l.updatedAt, translated: hasHindi(l) })),
  ];
}

/**
 * One <url> per page and language: a page in both names both (and x-default, the English) with
 * xhtml:link, as its head does (Google asks every version to list every other, itself included).
 */
export function sitemapUrls(origin: string, entries: SitemapEntry[]): string[] {
  return entries.flatMap(({ path, lastmod, translated }) => {
    const when = lastmod ? `<lastmod>${escapeHtml(lastmod.slice(0, 10))}</lastmod>` : '';
    const url = (loc: string, links: string) => `<url><loc>${escapeHtml(loc)}</loc>${when}${links}</url>`;
    if (!translated) return [url(origin + path, '')];
    const alternates = alternatesOf(origin, path, true);
    const links = (
      [
        ['en', alternates.en],
        ['hi', alternates.hi!],
        ['x-default', alternates.xDefault],
      ] as const
    )
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}"/>`)
      .join('');
    return [url(alternates.en, links), url(alternates.hi!, links)];
  });
}

/** Every category page and every item in both languages, from the API itself; a part that fails is left out. */
export async function sitemapXml(origin: string, api: ApiCaller): Promise<string> {
  const get = async <K extends 'categories' | 'listings'>(q: { path: string; parse: K }) => {
    try {
      const { status, body } = await api(q.path);
      return readAnswer(q.parse, status, body);
    } catch {
      return [];
    }
  };
  const [categories, listings] = await Promise.all([get(categoriesQuery), get(listingsQuery())]);
  const urls = sitemapUrls(origin, sitemapEntries(categories, listings));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
