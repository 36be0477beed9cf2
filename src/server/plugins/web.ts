import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { projectRoot } from '../lib/project-root.ts';
import type { RoutePolicy } from '../lib/route-policy.ts';
import { insideHeaders } from './inside-requests.ts';
import { answerBefore, answeredNow, drawnFrom, inputsOf } from './page-inputs.ts';
import { registerFiles, SHARED_FILE } from './web-files.ts';
import { publicOrigin } from '../lib/origins.ts';
import { hasSessionCookie } from './session.ts';
import { languageOf, prefersHindiHome, type Language } from './language-choice.ts';

const root = projectRoot();

export interface WebOptions {
  enabled: boolean;
  /** The build's output (npm run build); tests may point elsewhere. */
  distDir?: string;
  /** PUBLIC_URL: the origin of every absolute URL. */
  publicUrl?: string;
  /** `npm run dev`: pages and the browser's modules come from src/ through Vite instead of dist/. */
  dev?: DevWeb;
}

/**
 * The web app in development (src/server/dev/vite-web.ts, never part of the production bundle):
 * the renderer loaded from source for each page (changed modules evaluated afresh), and the routes
 * that serve the browser's modules with hot reload.
 */
export interface DevWeb {
  load(): Promise<{ server: ServerEntry; manifest: unknown }>;
  register(app: FastifyInstance): Promise<void>;
}

/** What dist/server/entry-server.js exports (src/web/entry-server.tsx). */
export interface ServerEntry {
  render(request: {
    url: string;
    origin: string;
    api: ApiCaller;
    manifest: unknown;
    onError?: (error: unknown) => void;
  }): Promise<{ status: number; html: string }>;
  robotsTxt(origin: string): string;
  sitemapXml(origin: string, api: ApiCaller): Promise<string>;
}
type ApiCaller = (path: string) => Promise<{ status: number; body: unknown }>;
/** An answer of the API to the renderer, with a digest of its status and bytes. */
type Answer = { status: number; body: unknown; digest: string };

const NOT_BUILT = 'The web app is not built; run npm run build';
const ANSWER_TTL_MS = 2000;
const MAX_SHARED_ANSWERS = 500;
/**
 * Pages: kept for visitors, keyed by the only query parameter a page reads while rendering (the
 * category page's `sub`, src/web/storefront/category/category-queries.ts SUB_PARAM); others (`next`
 * of the login page, an admin screen's `tab`) are read in the browser only.
 */
const PAGE: RoutePolicy = { access: 'public', cache: { query: ['sub'] } };
/**
 * The quote page (/quote/:token in src/web/routes.tsx) shows a visitor's name, phone and texts. The
 * renderer's router matches it whatever the letters' case and after percent-decoding, and with a
 * trailing slash: this route takes every address under /quote/ in any case (the router decodes the
 * segment before matching it), so none of them reaches the cached catch-all.
 */
const QUOTE_PAGE_URL = '/:page(^[Qq][Uu][Oo][Tt][Ee]$)/*';
const QUOTE_PAGE: RoutePolicy = { access: 'public', personal: true };

/**
 * Everything that is not /api or /media: the web app. Public pages are rendered on the server from
 * the build in dist/ (the renderer asks this app's own API in-process), admin pages get the
 * browser-rendered shell, hashed assets are cached for a year.
 */
export async function registerWeb(app: FastifyInstance, opts: WebOptions): Promise<void> {
  const dist = opts.distDir ?? path.join(root, 'dist');
  await registerFiles(app, opts.enabled ? dist : undefined);
  if (opts.enabled && opts.dev) await opts.dev.register(app);

  // One renderer and manifest per language (decision 030), each loaded at the first page asked for in
  // it, and again after a failure: a build made while the server runs is picked up.
  const entries = new Map<Language, Promise<{ server: ServerEntry; manifest: unknown }>>();
  const loadEntry = (lang: Language = 'en') => {
    if (opts.dev) return opts.dev.load();
    let entry = entries.get(lang);
    if (!entry) {
      entry = (async () => {
        const manifest = JSON.parse(
          await fs.promises.readFile(path.join(dist, `client/.vite/${lang === 'hi' ? 'manifest.hi.json' : 'manifest.json'}`), 'utf8'),
        );
        const server = (await import(pathToFileURL(path.join(dist, `${lang === 'hi' ? 'server-hi' : 'server'}/entry-server.js`)).href)) as ServerEntry;
        return { server, manifest };
      })();
      entries.set(lang, entry);
      entry.catch(() => entries.delete(lang));
    }
    return entry;
  };

  // The renderer calls the API like a browser would, with the visitor's cookie (an admin sees
  // what an admin sees), but in-process: no socket, no second trip through the network.
  // A visitor's answers are shared between renders until data changes in this process (or, for
  // writes made by another process, for at most ANSWER_TTL_MS).
  const answers = new Map<string, { version: string; at: number; answer: Answer }>();
  const apiFor =
    (request: FastifyRequest) =>
    async (url: string): Promise<Answer> => {
      const cookie = request.headers.cookie;
      const shared = !hasSessionCookie(request);
      const hit = shared ? answers.get(url) : undefined;
      if (hit && hit.version === app.dataVersion.current() && Date.now() - hit.at < ANSWER_TTL_MS) return hit.answer;
      const version = app.dataVersion.current();
      // From the visitor's own address: per-address limits (wrong quote links) count the visitor, not this process.
      const res = await app.inject({ method: 'GET', url, headers: { ...insideHeaders(), ...(cookie ? { cookie } : {}) }, remoteAddress: request.ip });
      let body: unknown = res.body;
      try {
        body = res.json();
      } catch {
        // Not JSON: the parser of the call says whether text was expected.
      }
      const answer = { status: res.statusCode, body, digest: createHash('sha256').update(`${res.statusCode} ${res.body}`).digest('base64url') };
      // A personal answer (a quote) is not shared either: its page must show a change at once.
      if (shared && res.statusCode === 200 && !/no-store/.test(String(res.headers['cache-control'] ?? ''))) {
        if (answers.size >= MAX_SHARED_ANSWERS) answers.delete(answers.keys().next().value!);
        answers.set(url, { version, at: Date.now(), answer });
      }
      return answer;
    };

  const withEntry = async (reply: FastifyReply, use: (server: ServerEntry, manifest: unknown) => Promise<unknown>, lang: Language = 'en') => {
    let loaded;
    try {
      loaded = await loadEntry(lang);
    } catch (err) {
      const why = opts.dev ? 'The web app could not be loaded from src/web (see the server log)' : NOT_BUILT;
      app.log.error({ err }, why);
      return reply.code(503).type('text/plain; charset=utf-8').header('retry-after', '10').send(why);
    }
    return use(loaded.server, loaded.manifest);
  };

  // Absolute URLs come from PUBLIC_URL; an answer built from the request's Host header could be
  // poisoned by a forged Host, so it is never kept by a shared cache.
  const originOf = (request: FastifyRequest) => publicOrigin(request, opts.publicUrl);
  const listCaching = opts.publicUrl ? 'public, max-age=3600' : 'private, max-age=3600';
  if (opts.enabled) {
    app.get('/robots.txt', { config: { policy: SHARED_FILE } }, (request, reply) =>
      withEntry(reply, async (server) =>
        reply
          .type('text/plain; charset=utf-8')
          .header('cache-control', listCaching)
          .send(server.robotsTxt(originOf(request))),
      ),
    );
    app.get('/sitemap.xml', { config: { policy: SHARED_FILE } }, (request, reply) =>
      withEntry(reply, async (server) =>
        reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', listCaching)
          .send(await server.sitemapXml(originOf(request), apiFor(request))),
      ),
    );
  }

  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not found' });
  app.setNotFoundHandler(async (_request, reply) => notFound(reply));
  if (!opts.enabled) return;

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (/^\/(api|media|assets)(\/|$|\?)/.test(url)) return notFound(reply);
    const lang = languageOf(url);
    // The Hindi home page is /hi/ (its canonical address), as / is the English one.
    if (/^\/hi(\?|$)/.test(url))
      return reply
        .code(301)
        .header('cache-control', 'public, max-age=86400')
        .redirect(`/hi/${url.slice(3)}`);
    // The visitor chose Hindi with the header's switch: their next visit to / opens /hi/ (never kept by a cache).
    if (lang === 'en' && prefersHindiHome(request)) return reply.code(302).header('cache-control', 'no-store').header('vary', 'cookie').redirect('/hi/');
    // Pages carry current prices and stock: always revalidated, never stored by shared caches;
    // a page rendered for a session is not stored at all, nor one whose address the renderer
    // reads as another path than the one routed (dot segments, backslashes: never a browser's).
    const caching = hasSessionCookie(request) || !renderedAsRouted(url) ? 'no-store' : 'private, no-cache';
    const api = apiFor(request);
    // After a write most pages show nothing it changed: when every call the page was drawn from
    // answers as before, the page kept is the page it would be drawn again (decision 033).
    const before = answerBefore(request);
    if (before && before.cacheControl === caching && (await answeredNow(before.inputs.calls, api)).digest === before.inputs.digest) {
      drawnFrom(request, before.inputs);
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', caching).send(before.body());
    }
    return withEntry(
      reply,
      async (server, manifest) => {
        const used = new Map<string, string>();
        const page = await server.render({
          url,
          origin: originOf(request),
          api: async (call) => {
            const answer = await api(call);
            used.set(call, answer.digest);
            return answer;
          },
          manifest,
          onError: (err) => request.log.error({ err }, 'page render'),
        });
        if (page.status === 200) drawnFrom(request, inputsOf(used));
        return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', caching).send(page.html);
      },
      lang,
    );
  };
  // Every other GET is a page: a route (not the not-found handler) so that compression and the
  // other per-route hooks apply to it. The static files and the API have more specific routes.
  app.get('/*', { config: { policy: PAGE } }, renderPage);
  app.get(QUOTE_PAGE_URL, { config: { policy: QUOTE_PAGE } }, renderPage);
  // The same page in Hindi (decision 030): /hi/quote/… is drawn by the Hindi renderer, whose router
  // takes off /hi and then matches quote in any case, as the English one does.
  app.get(`/hi${QUOTE_PAGE_URL}`, { config: { policy: QUOTE_PAGE } }, renderPage);
}

/** The renderer reads its path with the URL parser, which resolves `.` and `..` and turns `\` into `/`. */
function renderedAsRouted(url: string): boolean {
  try {
    return new URL(url, 'http://x').pathname === url.split('?', 1)[0];
  } catch {
    return false;
  }
}
