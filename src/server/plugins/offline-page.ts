import type { Language } from './language-choice.ts';
import { homeOf, SHOP_TEXTS, type ShopName } from './shop-texts.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/**
 * What the service worker shows for a page it has not kept while the phone is offline: /offline for
 * English pages, /hi/offline (in Hindi, its Home link to /hi/) for Hindi ones. It stands alone (styles
 * inline, no script; its icon is kept beside it): it is kept once, at install, and must draw with
 * nothing else reachable. "Try again" reloads the address the visitor asked for (an empty href).
 */
export function renderOfflinePage(shop: ShopName, lang: Language = 'en'): string {
  const name = escapeHtml(shop.text);
  const t = SHOP_TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#b4321f">
<meta name="robots" content="noindex">
<link rel="icon" href="/default-logo.png" type="image/png">
<title>${t.offlineTitle} | ${name}</title>
<style>
body{margin:0;background:#fafaf9;color:#1c1917;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{background:#fff;border-bottom:1px solid #e7e5e4;padding:.75rem 1rem;font-weight:600}
main{max-width:32rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.5rem;margin:0 0 .75rem}
a{display:inline-block;min-height:44px;line-height:44px;padding:0 1.25rem;margin:.5rem .5rem 0 0;border-radius:.375rem;font-weight:500;text-decoration:none}
.again{background:#b4321f;color:#fff}
.home{color:#962818;border:1px solid #e7e5e4;background:#fff}
</style>
</head>
<body>
<header${shop.lang ? ` lang="${shop.lang}"` : ''}>${name}</header>
<main>
<h1>${t.offlineTitle}</h1>
<p>${t.offlineNotSaved}</p>
<p>${t.offlineSeenBefore}</p>
<a class="again" href="">${t.tryAgain}</a><a class="home" href="${homeOf(lang)}">${t.homePage}</a>
</main>
</body>
</html>
`;
}
