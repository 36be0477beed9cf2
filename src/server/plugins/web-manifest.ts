import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { madeOnce } from '../lib/byte-lru.ts';
import { notFound } from '../lib/http-errors.ts';
import { projectRoot } from '../lib/project-root.ts';
import type { RoutePolicy } from '../lib/route-policy.ts';
import type { MediaStore } from '../media/media-store.ts';
import { loadSharp } from '../media/sharp-loader.ts';
import { listSiteConfigs } from '../modules/site-config/site-config.repository.ts';
import { renderOfflinePage } from './offline-page.ts';
import type { Language } from './language-choice.ts';
import { homeOf, SHOP_TEXTS, shopNameIn, type ShopName } from './shop-texts.ts';

/** The storefront's colours (styles.css: brand-600 and the body's stone-50; the head's theme-color). */
const THEME_COLOR = '#b4321f';
const BACKGROUND_COLOR = '#fafaf9';

const ICON = /^([0-9a-f]{32})-(192|512|maskable|180)\.png$/;
const STORED = /^\/media\/([0-9a-f]{32})\.(?:jpg|png|webp)$/;
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const YEAR = 'public, max-age=31536000, immutable';

/** A home-screen name: whole words up to 12 characters (launchers cut longer ones mid-word). */
export function shortName(name: string): string {
  let short = '';
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  return short || firstLetters(name, 12);
}

/** At most `max` characters, cut between letters as a reader sees them: a Hindi conjunct or vowel sign is never split. */
function firstLetters(text: string, max: number): string {
  let out = '';
  for (const { segment } of new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(text)) {
    if (out.length + segment.length > max) break;
    out += segment;
  }
  return out || text.slice(0, max);
}

/**
 * The install manifest of a language's storefront. The Hindi one is its own app (id and scope /hi/,
 * opening /hi/): installed from a Hindi page it opens in Hindi, and a link to an English page leaves it
 * as a link out of the app does; English keeps id and scope / (its installs stay the same app).
 */
export function webManifest(lang: Language, shop: ShopName, iconUrl: (kind: string) => string): Record<string, unknown> {
  const home = homeOf(lang);
  return {
    id: home,
    name: shop.text,
    short_name: shortName(shop.text),
    description: SHOP_TEXTS[lang].description,
    lang: lang === 'hi' ? 'hi' : 'en-IN',
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: iconUrl('192'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: iconUrl('512'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: iconUrl('maskable'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * What makes the shop installable: /manifest.webmanifest (name from the site configuration, the
 * storefront's colours) and its icons, drawn from the configured logo once per logo and kept in
 * memory. An icon's URL carries the logo's content hash, so a new logo is a new URL and an icon
 * may be cached for a year; the manifest itself is revalidated (ETag) so a logo change arrives.
 * Also /apple-touch-icon.png (iOS asks a fixed URL) and /offline, the page the service worker
 * shows for a page it has not kept. Manifest and offline page exist in Hindi too (/hi/…, issue 19).
 */
export async function registerWebManifest(app: FastifyInstance, store: MediaStore): Promise<void> {
  const defaultLogo = await fs.readFile(path.join(projectRoot(), 'src/web/public/default-logo.png'));
  const defaultHash = createHash('md5').update(defaultLogo).digest('hex');
  const icons = madeOnce<Buffer>(8 * 1024 * 1024);

  const shop = async (lang: Language) => {
    const [site] = await listSiteConfigs(app.db);
    // The Hindi name arrives with the owner's Hindi content (issue 19); read without the type knowing it yet.
    const hindi = (site as { translations?: { hi?: { name?: string } } } | undefined)?.translations?.hi?.name;
    return { name: shopNameIn(lang, site?.name, hindi), logoHash: STORED.exec(site?.logo ?? '')?.[1] ?? defaultHash };
  };

  async function source(hash: string): Promise<Buffer> {
    if (hash === defaultHash) return defaultLogo;
    const original = (await store.namesOf(hash)).find((n) => /^[0-9a-f]{32}\.(?:jpg|png|webp)$/.test(n));
    const bytes = original && (await store.read(original));
    if (!bytes) throw notFound();
    return bytes;
  }

  // The logo whole on white (a launcher fills transparency with black on some phones); the
  // maskable one keeps it inside the middle 60%, the circle every mask leaves visible. A palette
  // of at most 256 colours looks the same at icon size at a quarter of the bytes (192 px: 32 → 8 KB).
  // The 192 px one is also the browser tab's icon of every page (web/server/document.ts).
  async function draw(hash: string, kind: string): Promise<Buffer> {
    const input = await source(hash);
    const size = kind === 'maskable' ? 512 : Number(kind);
    const inner = kind === 'maskable' ? Math.round(size * 0.6) : size;
    const before = Math.floor((size - inner) / 2);
    const after = size - inner - before;
    const sharp = await loadSharp();
    return sharp(input)
      .resize(inner, inner, { fit: 'contain', background: WHITE })
      .flatten({ background: WHITE })
      .extend({ top: before, bottom: after, left: before, right: after, background: WHITE })
      .png({ compressionLevel: 9, palette: true, quality: 80 })
      .toBuffer();
  }

  const icon = (hash: string, kind: string) => icons(`${hash}-${kind}`, () => draw(hash, kind)).then((made) => made.value);

  // Drawn from the site configuration, the same for every visitor: kept by the page cache until it changes.
  const shared: { config: { policy: RoutePolicy } } = { config: { policy: { access: 'public', cache: { query: [] } } } };
  for (const lang of ['en', 'hi'] as const) {
    app.get(lang === 'hi' ? '/hi/manifest.webmanifest' : '/manifest.webmanifest', shared, async (request, reply) => {
      const { name, logoHash } = await shop(lang);
      const manifest = webManifest(lang, name, (kind) => `/media/icon/${logoHash}-${kind}.png`);
      return revalidated(request, reply, 'application/manifest+json; charset=utf-8', JSON.stringify(manifest));
    });
  }

  app.get<{ Params: { name: string } }>('/media/icon/:name', { config: { policy: { access: 'public' } } }, async (request, reply) => {
    const [, hash, kind] = ICON.exec(request.params.name) ?? [];
    if (!hash || !kind) throw notFound();
    return reply
      .type('image/png')
      .header('cache-control', YEAR)
      .send(await icon(hash, kind));
  });

  // Asked when a visitor adds the shop to an iPhone's home screen: the fixed name Safari looks for.
  app.get('/apple-touch-icon.png', shared, async (request, reply) => {
    const { logoHash } = await shop('en');
    return revalidated(request, reply, 'image/png', await icon(logoHash, '180'));
  });

  // The Hindi one for /hi/ pages (service-worker.js picks by the page's address).
  for (const lang of ['en', 'hi'] as const) {
    app.get(lang === 'hi' ? '/hi/offline' : '/offline', shared, async (request, reply) => {
      const { name } = await shop(lang);
      return revalidated(request, reply, 'text/html; charset=utf-8', renderOfflinePage(name, lang));
    });
  }
}

/** Always revalidated, and a 304 when nothing changed: these follow the site configuration. */
function revalidated(request: FastifyRequest, reply: FastifyReply, type: string, body: string | Buffer) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.type(type).header('cache-control', 'no-cache').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(body);
}
