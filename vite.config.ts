import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two builds (see package.json "build"): the browser bundle → dist/client (hashed files under
 * assets/ plus .vite/manifest.json, which the server reads to link a page's chunks), then the
 * server renderer → dist/server/entry-server.js. There is no index.html: the server writes it.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // src/web/public is served by the Fastify app itself (src/server/plugins/web.ts), not copied.
  publicDir: false,
  build: isSsrBuild
    ? { target: 'node20', emptyOutDir: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // The server writes <link rel="modulepreload"> for a page's chunks; no polyfill or helper needed.
        modulePreload: false,
        rolldownOptions: { input: 'src/web/entry-client.tsx' },
      },
}));
