import { readAnswer } from '../shared/lib/api.ts';
import { categoriesQuery, listingsQuery } from '../storefront/lib/queries.ts';
import { isAdmin, PAGES } from '../routes.tsx';
import { escapeHtml } from './document.ts';

type ApiCaller = (path: string) => Promise<{ status: number; body: unknown }>;

/** Pages worth indexing that take no parameter. */
const STATIC_PATHS = ['/', '/allCategories', '/list', '/products/new-arrivals', '/products/best-sellers', '/products/discounted', '/profile', '/contact'];

export function robotsTxt(origin: string): string {
  const adminPaths = [...new Set(PAGES.filter(isAdmin).map((p) => p.path))];
  return ['User-agent: *', 'Allow: /', ...adminPaths.map((p) => `Disallow: ${p}$`), 'Disallow: /login$', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** Every category page and every item, from the API itself; a part that fails is left out. */
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
  const entries = [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: undefined as string | undefined })),
    ...categories.map((c) => ({ path: `/subcategory/${c.category_uuid}`, lastmod: c.createdAt })),
    ...listings.map((l) => ({ path: `/list/${l._id}`, lastmod: l.updatedAt })),
  ];
  const urls = entries.map(
    ({ path, lastmod }) => `<url><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
