import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a visitor downloads for each public page, as scripts/bundle-size.mjs counts it: the
 * entry chunk, the page's chunk and every chunk they import statically (what the server preloads),
 * gzip level 9, from the client build's manifest. Home is part of the entry. Every page twice: English
 * (.vite/manifest.json) and Hindi (.vite/manifest.hi.json, its own build: decision 030), same budgets.
 */
export interface PageBundle {
  page: string;
  /** The build: each language's pages carry only that language's texts. */
  lang: 'en' | 'hi';
  /** The route, for the pages the report names; otherwise the page id. */
  label: string;
  gzipBytes: number;
  budget: number;
  adminFiles: string[];
}

const ENTRY = 'src/web/entry-client.tsx';
const HOME_BUDGET = 95_000;
const PAGE_BUDGET = 110_000;
/** The owner's door stays English: /hi/login is no page (decision 030). */
const ENGLISH_ONLY = new Set(['login']);
const LABELS: Record<string, string> = { home: '/', item: '/list/:itemId', category: '/subcategory/:id', feed: '/list' };

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** A page's label in a language: /hi/list/:itemId, or the page id and the language. */
const labelOf = (page: string, lang: 'en' | 'hi') => {
  const route = LABELS[page];
  if (lang === 'en') return route ?? page;
  return route ? `/hi${route}` : `${page}, Hindi`;
};

export function bundleSizes(root: string): PageBundle[] {
  const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'dist'), 'client');
  const manifestOf = (name: string) => JSON.parse(fs.readFileSync(path.join(dist, '.vite', name), 'utf8')) as Manifest;
  const gzipBytes = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  const filesFor = (manifest: Manifest, pageId: string) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      (chunk.imports ?? []).forEach(visit);
    };
    visit(ENTRY);
    visit(`src/web/storefront/${pageId}/${pageId}-page.tsx`);
    return [...files];
  };
  // Every public page: src/web/storefront/{id}/{id}-page.tsx.
  const storefront = path.join(root, 'src/web/storefront');
  const pages = fs
    .readdirSync(storefront)
    .filter((id) => fs.existsSync(path.join(storefront, id, `${id}-page.tsx`)))
    .sort((a, b) => (a === 'home' ? -1 : b === 'home' ? 1 : a.localeCompare(b)));
  const builds = [
    { lang: 'en' as const, manifest: manifestOf('manifest.json') },
    { lang: 'hi' as const, manifest: manifestOf('manifest.hi.json') },
  ];
  return builds.flatMap(({ lang, manifest }) =>
    pages
      .filter((page) => lang === 'en' || !ENGLISH_ONLY.has(page))
      .map((page) => {
        const files = filesFor(manifest, page);
        return {
          page,
          lang,
          label: labelOf(page, lang),
          gzipBytes: files.reduce((sum, file) => sum + gzipBytes(file), 0),
          budget: page === 'home' ? HOME_BUDGET : PAGE_BUDGET,
          adminFiles: files.filter((file) => /admin/.test(file)),
        };
      }),
  );
}
