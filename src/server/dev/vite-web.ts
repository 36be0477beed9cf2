import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createServer, isRunnableDevEnvironment, type InlineConfig, type Plugin, type ViteDevServer } from 'vite';
import type { DevWeb, ServerEntry } from '../plugins/web.ts';
import { projectRoot } from '../lib/project-root.ts';

const root = projectRoot();
/** The browser's first module in development: what index.html's scripts would be in a Vite app. */
const DEV_ENTRY = '/@shop/dev-entry.js';
/**
 * The page's assets as the build's manifest would name them (src/web/server/assets.ts): the page
 * boot script loads DEV_ENTRY, and the stylesheet is linked so the server-drawn page is styled
 * before its scripts run (the entry's own import of it then keeps it current).
 */
const DEV_MANIFEST = { 'src/web/entry-client.tsx': { file: DEV_ENTRY.slice(1), css: ['src/web/styles.css'] } };
/** Where Vite serves modules, its client and optimized dependencies. */
const VITE_PATHS = ['/@*', '/src/*', '/node_modules/*'];

/**
 * React Fast Refresh's preamble, Vite's client (hot reload), then the app's entry, as one external
 * module: the Content-Security-Policy (script-src 'self') refuses the inline scripts Vite would
 * write into an index.html, and development keeps the production policy.
 */
function devEntry(): Plugin {
  return {
    name: 'shop-dev-entry',
    resolveId: (id) => (id === DEV_ENTRY ? `\0${DEV_ENTRY}` : undefined),
    load: (id) =>
      id === `\0${DEV_ENTRY}`
        ? ["import '@vitejs/plugin-react/preamble';", "import '/@vite/client';", "import '/src/web/entry-client.tsx';"].join('\n')
        : undefined,
  };
}

/**
 * The web app served from source by Vite inside the Fastify server (middleware mode, hot reload on
 * the server's own port): pages rendered by src/web/entry-server.tsx as Vite evaluates it now.
 * `options` go to Vite as they are (a test keeps its own cache and quiet).
 */
export function viteWeb(options: InlineConfig = {}): DevWeb {
  let vite: ViteDevServer | undefined;
  return {
    async register(app) {
      vite = await createServer({
        root,
        configFile: path.join(root, 'vite.config.ts'),
        appType: 'custom',
        plugins: [devEntry()],
        server: { middlewareMode: true, hmr: { server: app.server } },
        ...options,
      });
      const server = vite;
      app.addHook('onClose', () => server.close());
      const viaVite = (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        server.middlewares(request.raw, reply.raw, () => {
          reply.raw.statusCode = 404;
          reply.raw.end();
        });
      };
      // Quiet: a page in development asks for a few hundred modules, each of which would log twice.
      for (const url of VITE_PATHS) app.get(url, { logLevel: 'warn', config: { policy: { access: 'public' } } }, viaVite);
    },
    async load() {
      const ssr = vite?.environments.ssr;
      if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error('Vite has not started');
      const server = await ssr.runner.import<ServerEntry>('/src/web/entry-server.tsx');
      return { server, manifest: DEV_MANIFEST };
    },
  };
}
