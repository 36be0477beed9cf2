import * as m from '../storefront/i18n/messages.ts';
import type { PageHead } from '../storefront/lib/page-server.ts';
import type { PageAssets } from './assets.ts';
import { MEDIA, srcSet } from '../shared/components/responsive-image.tsx';
import { PAGE_BOOT_SCRIPT } from '../../contract/page-boot.ts';
import type { Alternates } from './languages.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/**
 * JSON inside <script>: a "<" could close the element ("</script>") or open a comment, so every
 * one is written as \u003c, which JSON.parse reads back unchanged. U+2028/2029 likewise.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface DocumentParts {
  head: PageHead;
  origin: string;
  pathname: string;
  assets: PageAssets;
  /** Server-rendered markup of #root (or the start-up spinner of the admin shell). */
  body: string;
  /** The dehydrated query cache; absent for the browser-rendered shell. */
  state?: unknown;
  /** The browser tab's icon: the shop's app icon (responsive-image.tsx appIconSrc); the default logo otherwise. */
  icon?: string;
  /** The page's language: `<html lang>`, og:locale, the manifest. */
  lang?: 'en' | 'hi';
  /** hreflang links, on pages that exist in both languages. */
  alternates?: Alternates;
}

/**
 * A stored image's link-preview version (/media/share/<hash>.jpg: 1200×630 JPEG, what chat apps
 * show); any other image as it is.
 */
function shareImage(url: string): string {
  const hash = /^\/media\/([0-9a-f]{32})\.(?:jpg|png|webp)$/.exec(url)?.[1];
  return hash ? `/media/share/${hash}.jpg` : url;
}

/** <link rel="preload"> for the page's largest picture: its AVIF variants (every browser we serve AVIF to reads this), or the file itself. */
function preloadImage({ src, sizes }: NonNullable<PageHead['lcpImage']>): string {
  const hash = MEDIA.exec(src)?.[1];
  const what = hash ? `type="image/avif" imagesrcset="${escapeHtml(srcSet(hash, 'avif'))}" imagesizes="${escapeHtml(sizes)}"` : `href="${escapeHtml(src)}"`;
  return `<link rel="preload" as="image" ${what} fetchpriority="high">`;
}

const alternateLinks = (a: Alternates) =>
  [
    ['en', a.en],
    ['hi', a.hi],
    ['x-default', a.xDefault],
  ]
    .filter((pair): pair is [string, string] => Boolean(pair[1]))
    .map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}">`);

export function renderDocument({ head, origin, pathname, assets, body, state, icon = '/default-logo.png', lang = 'en', alternates }: DocumentParts): string {
  const description = head.description || m.defaultDescription;
  const url = origin + pathname;
  const image = new URL(shareImage(head.image || '/default-logo.png'), origin).href;
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const lines = [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#b4321f">',
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', description),
    head.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(alternates ? alternateLinks(alternates) : []),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', lang === 'hi' ? 'hi_IN' : 'en_IN'),
    meta('property', 'og:image', image),
    ...(image.includes('/media/share/')
      ? [meta('property', 'og:image:type', 'image/jpeg'), meta('property', 'og:image:width', '1200'), meta('property', 'og:image:height', '630')]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    `<link rel="icon" href="${escapeHtml(icon)}" type="image/png">`,
    // Installable: the manifest's name and icons follow the site configuration (server plugin web-manifest.ts).
    `<link rel="manifest" href="${lang === 'hi' ? '/hi/manifest.webmanifest' : '/manifest.webmanifest'}">`,
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    head.lcpImage ? preloadImage(head.lcpImage) : '',
    ...assets.css.map((file) => `<link rel="stylesheet" href="/${file}">`),
    // One script per object: search engines read each on its own (a product and its breadcrumb, say).
    ...[head.jsonLd ?? []].flat().map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    '</head>',
    '<body>',
    head.notice ? `<p role="status" class="bg-amber-50 px-4 py-3 text-center text-amber-900">${escapeHtml(head.notice)}</p>` : '',
    `<div id="root">${body}</div>`,
    state === undefined ? '' : `<script type="application/json" id="__DATA__">${scriptJson(state)}</script>`,
    // The page is drawn by the server and works without its scripts (links are links): they are
    // asked for once its largest picture is on screen, not beside it (contract/page-boot.ts).
    `<script data-src="/${assets.entry}" data-chunks="${assets.preload.map((file) => `/${file}`).join(' ')}">${PAGE_BOOT_SCRIPT}</script>`,
    '</body>',
    '</html>',
  ];
  return lines.filter(Boolean).join('\n');
}
