import { describe, expect, it } from 'vitest';
import { withHindi } from '../test-support/head-context.ts';
import { listing, wedding } from '../test-support/listing-samples.ts';
import { sitemapEntries, sitemapUrls, sitemapXml } from './seo.ts';

const ORIGIN = 'https://shop.example';
const plain = listing(1, { title: 'Royal <Card> & Co' });
const hindi = withHindi(listing(2), { title: 'शाही कार्ड' });
const hindiDescriptionOnly = withHindi(listing(3), { description: 'सुनहरी पन्नी' });

/** The sitemap's <url> elements by their <loc>. */
const urlsByLoc = (urls: string[]) => new Map(urls.map((u) => [/<loc>([^<]*)<\/loc>/.exec(u)![1]!, u]));
const links = (url: string) => [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);

describe('the sitemap', () => {
  it('lists every page in both languages, each naming both and x-default', () => {
    const urls = urlsByLoc(sitemapUrls(ORIGIN, sitemapEntries([wedding], [hindi, hindiDescriptionOnly])));
    const both = (path: string) => [
      ['en', ORIGIN + path],
      ['hi', `${ORIGIN}/hi${path}`],
      ['x-default', ORIGIN + path],
    ];
    for (const path of ['/', '/contact', `/subcategory/${wedding.category_uuid}`, `/list/${hindi._id}`, `/list/${hindiDescriptionOnly._id}`]) {
      expect(links(urls.get(ORIGIN + path)!), path).toEqual(both(path));
      expect(links(urls.get(`${ORIGIN}/hi${path}`)!), `/hi${path}`).toEqual(both(path));
    }
    expect(urls.has(`${ORIGIN}/hi/`)).toBe(true);
    expect(urls.get(`${ORIGIN}/hi/list/${hindi._id}`)).toContain('<lastmod>2025-01-01</lastmod>');
  });

  it('lists an item without Hindi text only in English, with no alternate', () => {
    const urls = urlsByLoc(sitemapUrls(ORIGIN, sitemapEntries([], [plain, withHindi(listing(4), { title: ' ' })])));
    for (const item of [plain, listing(4)]) {
      expect(urls.get(`${ORIGIN}/list/${item._id}`)).toBe(`<url><loc>${ORIGIN}/list/${item._id}</loc><lastmod>2025-01-01</lastmod></url>`);
      expect(urls.has(`${ORIGIN}/hi/list/${item._id}`)).toBe(false);
    }
  });

  it('is XML with the xhtml namespace, from the API, leaving out a part that failed', async () => {
    const api = async (path: string) => (path.startsWith('/api/categories') ? { status: 500, body: { message: 'down' } } : { status: 200, body: [plain] });
    const xml = await sitemapXml(ORIGIN, api);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/,
    );
    expect(xml).toContain(`<url><loc>${ORIGIN}/list/${plain._id}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${ORIGIN}/hi/allCategories"/>`);
    expect(xml).not.toContain('/subcategory/');
    expect(xml).not.toMatch(/<(?!\/?(?:url|loc|lastmod|urlset|\?xml|xhtml:link))/);
  });
});
