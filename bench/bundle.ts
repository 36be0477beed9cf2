import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a visitor downloads for each public page, as scripts/bundle-size.mjs counts it: the
 * entry chunk, the page's chunk and every chunk they import statically (what the server preloads),
 * gzip level 9, from the client build's manifest. Home is part of the entry.
 */
export interface PageBundle {
  page: string;
  /** The route, for the pages the report names; otherwise the page id. */
  label: string;
  gzipBytes: number;
  budget: number;
  adminFiles: string[];
}

const ENTRY = 'src/web/entry-client.tsx';
const HOME_BUDGET = 95_000;
const PAGE_BUDGET = 110_000;
const LABELS: Record<string, string> = { home: '/', item: '/list/:itemId', category: '/subcategory/:id', feed: '/list' };

export function bundleSizes(root: string): PageBundle[] {
  const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'dist'), 'client');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const gzipBytes = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  const filesFor = (pageId: string) => {
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
  return pages.map((page) => {
    const files = filesFor(page);
    return {
      page,
      label: LABELS[page] ?? page,
      gzipBytes: files.reduce((sum, file) => sum + gzipBytes(file), 0),
      budget: page === 'home' ? HOME_BUDGET : PAGE_BUDGET,
      adminFiles: files.filter((file) => /admin/.test(file)),
    };
  });
}
