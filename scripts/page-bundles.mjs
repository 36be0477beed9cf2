// The JavaScript a visitor downloads for each public page, from the client build's manifests: the entry
// chunk, the query cache every page but home loads (vite.config.ts's 'query' chunk, what the server
// preloads with it), the page's chunk and every chunk these import statically, gzip level 9. Every page
// of src/web/storefront/{id}/{id}-page.tsx, in English (.vite/manifest.json) and Hindi
// (.vite/manifest.hi.json, its own build: decision 030), under the same budgets. Home is part of the entry.
// scripts/bundle-size.mjs checks them in npm test; bench/bundle.ts reports them.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ENTRY = 'src/web/entry-client.tsx';
const HOME_BUDGET = 95_000;
const PAGE_BUDGET = 110_000;
/** The owner's door stays English: /hi/login is no page (decision 030). */
const ENGLISH_ONLY = new Set(['login']);
const LABELS = { home: '/', item: '/list/:itemId', category: '/subcategory/:id', feed: '/list' };

/** A page's label in a language: /hi/list/:itemId, or the page id and the language. */
const labelOf = (page, lang) => {
  const route = LABELS[page];
  if (lang === 'en') return route ?? page;
  return route ? `/hi${route}` : `${page}, Hindi`;
};

/** Files of the entry and one page, with their static imports, each once. */
function filesFor(manifest, pageId) {
  const files = new Set();
  const visit = (key) => {
    const chunk = key && manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit(ENTRY);
  if (pageId !== 'home') visit(Object.keys(manifest).find((key) => manifest[key].name === 'query'));
  visit(`src/web/storefront/${pageId}/${pageId}-page.tsx`);
  return [...files];
}

/**
 * Every public page in both languages: { page, lang, label, files: [{ file, bytes }], gzipBytes, budget, adminFiles }.
 * `root` is the checkout; WEB_DIST_DIR names another build.
 */
export function pageBundles(root) {
  const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'dist'), 'client');
  const manifestOf = (name) => {
    const file = path.join(dist, '.vite', name);
    if (!fs.existsSync(file)) throw new Error(`No ${path.relative(process.cwd(), file)}: run npm run build first.`);
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  };
  const storefront = path.join(root, 'src/web/storefront');
  const pages = fs
    .readdirSync(storefront)
    .filter((id) => fs.existsSync(path.join(storefront, id, `${id}-page.tsx`)))
    .sort((a, b) => (a === 'home' ? -1 : b === 'home' ? 1 : a.localeCompare(b)));
  const builds = [
    { lang: 'en', manifest: manifestOf('manifest.json') },
    { lang: 'hi', manifest: manifestOf('manifest.hi.json') },
  ];
  return builds.flatMap(({ lang, manifest }) =>
    pages
      .filter((page) => lang === 'en' || !ENGLISH_ONLY.has(page))
      .map((page) => {
        const files = filesFor(manifest, page).map((file) => ({ file, bytes: gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length }));
        return {
          page,
          lang,
          label: labelOf(page, lang),
          files,
          gzipBytes: files.reduce((sum, { bytes }) => sum + bytes, 0),
          budget: page === 'home' ? HOME_BUDGET : PAGE_BUDGET,
          adminFiles: files.map(({ file }) => file).filter((file) => /admin/.test(file)),
        };
      }),
  );
}
