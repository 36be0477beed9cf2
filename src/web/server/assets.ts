/** One chunk of dist/client/.vite/manifest.json. */
interface ManifestChunk {
  file: string;
  /** The chunk's name: a vite.config.ts group's for a chunk it gathered. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const ENTRY_KEY = 'src/web/entry-client.tsx';
const ADMIN_KEY = 'src/web/admin/admin-pages.ts';
const QUERY_CHUNK = 'query';
/** A page's source: the admin face's screens end in -admin, the rest are the storefront's. */
const pageKey = (id: string) => `src/web/${id.endsWith('-admin') ? 'admin' : 'storefront'}/${id}/${id}-page.tsx`;

export interface PageAssets {
  entry: string;
  /** Every chunk the page runs at once: preloaded so nothing waits on a waterfall. */
  preload: string[];
  css: string[];
}

/** The files a page needs: the entry, the page's chunk, and everything they import statically. */
export function pageAssets(manifest: Manifest, pageId: string): PageAssets {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    js.push(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(ENTRY_KEY);
  if (pageId.endsWith('-admin')) visit(ADMIN_KEY);
  // Every page but home loads the query cache with its code (the 'query' chunk of vite.config.ts).
  if (pageId !== 'home') visit(Object.keys(manifest).find((key) => manifest[key]?.name === QUERY_CHUNK) ?? '');
  visit(pageKey(pageId));
  const entry = manifest[ENTRY_KEY]?.file ?? '';
  return { entry, preload: js.filter((file) => file !== entry), css: [...css] };
}
