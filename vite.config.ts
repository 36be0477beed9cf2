import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Vite wraps every dynamic import() in a preload helper (~0.6 KB gzip) that loads the chunk's
 * dependencies alongside it. The server already writes <link rel="modulepreload"> for everything
 * a page needs (src/web/server/assets.ts), so the browser build replaces the helper with a
 * pass-through; a chunk reached by in-app navigation then loads its own imports itself (and not its
 * CSS: a lazy chunk with a stylesheet links it itself, see the Insights chart). Vite has no option
 * for this (vitejs/vite#13952, #18551: `modulePreload: false` keeps the helper, for CSS), so the
 * helper is replaced by its id; scripts/bundle-size.mjs fails if a Vite update brings it back.
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (id === '\0vite/preload-helper.js') return 'export const __vitePreload = (load) => load();';
    },
  };
}

const ROUTER_PRODUCTION = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));
const BROWSER_ROUTER = fileURLToPath(new URL('./src/web/shared/lib/browser-router.tsx', import.meta.url));

/**
 * react-router in the browser build, three ways leaner (−2.8 KB gzip on "/"; the server, `npm run
 * dev` and the tests keep the package as it is):
 * - its production build: the package's exports point only at its development build (dev warnings
 *   and checks included; remix-run/react-router#14102, no "production" condition to ask for);
 * - through src/web/shared/lib/browser-router.tsx, whose Link leaves out framework mode's prefetching;
 * - without its `X.displayName = "..."` statements (devtools' names), and with its forwardRef,
 *   createContext and memo calls marked pure: those assignments kept NavLink, Form,
 *   ScrollRestoration and their helpers in the bundle though nothing uses them.
 * scripts/build-tricks.mjs fails if the development build or those unused parts come back.
 */
function leanRouter(): Plugin {
  return {
    name: 'lean-router',
    enforce: 'pre',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    resolveId(source, importer) {
      if (source === 'react-router') return importer === BROWSER_ROUTER ? ROUTER_PRODUCTION : BROWSER_ROUTER;
    },
    transform(code, id) {
      if (!/\/react-router\/dist\/production\/chunk-/.test(id.replaceAll('\\', '/'))) return;
      return code.replace(/^\w+\.displayName = "[^"]*";$/gm, '').replace(/\b(React\d*\.(forwardRef|createContext|memo))\(/g, '/* @__PURE__ */ $1(');
    },
  };
}

/**
 * Storefront modules two or more pages share (cards, prices, carousel, order rules...): one chunk
 * instead of one tiny file each. The item page asked for 11 scripts over HTTP/1.1's six
 * connections beside its largest picture; now 4, for the same bytes.
 */
const SHARED_STOREFRONT = /\/src\/web\/storefront\/(components|lib)\/|\/src\/contract\/(order-rules|price-estimate|whatsapp|money|listing-facts)\.ts$/;

/**
 * The browser's query cache: the module that makes it and TanStack Query's core (not on "/": see
 * shared/lib/page-answers.ts), less the observers only back-office screens use.
 */
const QUERY_CACHE = /\/node_modules\/@tanstack\/query-core\/(?!.*(queries|mutation|infiniteQuery)Observer\.js$)|\/src\/web\/shared\/lib\/query-client\.ts$/;

/**
 * Two builds (see package.json "build"): the browser bundle → dist/client (hashed files under
 * assets/ plus .vite/manifest.json, which the server reads to link a page's chunks), then the
 * server renderer → dist/server/entry-server.js. There is no index.html: the server writes it.
 */
/**
 * One build per language (decision 030): WEB_LANG=hi builds the Hindi pages, whose `i18n/messages.ts`
 * is `i18n/hi.ts`; every text is a constant the bundler inlines, so a page carries only its own
 * language. The Hindi browser build writes beside the English one (same assets/ folder, its own
 * manifest): files that do not depend on the language come out identical, under the same name.
 */
const WEB_LANG = process.env.WEB_LANG === 'hi' ? 'hi' : 'en';
const languageAlias = (): Plugin => ({
  name: 'language-dictionary',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (WEB_LANG === 'en' || !/\/i18n\/messages(\.ts)?$/.test(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && resolved.id.replaceAll('\\', '/').endsWith('/src/web/storefront/i18n/messages.ts')
      ? resolved.id.replace(/messages\.ts$/, 'hi.ts')
      : null;
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), plainDynamicImports(), leanRouter(), languageAlias()],
  // src/web/public is served by the Fastify app itself (src/server/plugins/web.ts), not copied.
  publicDir: false,
  build: isSsrBuild
    ? {
        target: 'node24',
        emptyOutDir: true,
        // The renderer imports the API client statically; the browser's lazy import of it is by design.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      }
    : {
        outDir: 'dist/client',
        // The English build comes first and empties the folder; the Hindi one adds to it.
        emptyOutDir: WEB_LANG === 'en',
        manifest: WEB_LANG === 'en' ? true : '.vite/manifest.hi.json',
        modulePreload: false,
        rolldownOptions: {
          input: 'src/web/entry-client.tsx',
          // Constants are written where they are used, across modules and in two passes: each
          // dictionary text lands in the one place that shows it (decision 030).
          optimization: { inlineConst: { mode: 'all', pass: 2 } },
          // Everything the home page runs, in one file: left to itself the bundler scatters what the
          // entry shares with lazy pages into common chunks, each compressed on its own (+5 KB gzip
          // on "/"). '$initial' is rolldown's tag for the entry's static import graph (home is in the
          // entry: routes.tsx). scripts/bundle-size.mjs checks the result against the budget and that
          // "/" is that one chunk.
          output: {
            // The entry names every lazy page's chunk: 7 characters of hash each (still unique per
            // content, and cache-busting) instead of 8 (the least rolldown allows for this many chunks) keep "/"'s JavaScript from growing with routes.
            chunkFileNames: 'assets/[name]-[hash:7].js',
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 2 },
                // The query cache, which every page but home loads (shared/lib/page-answers.ts): one file, not three.
                { name: 'query', test: (id: string) => QUERY_CACHE.test(id.replaceAll('\\', '/')), priority: 1 },
                { name: 'storefront', test: (id: string) => SHARED_STOREFRONT.test(id.replaceAll('\\', '/')), priority: 1, minShareCount: 2 },
              ],
            },
          },
        },
      },
}));
