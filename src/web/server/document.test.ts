import { describe, expect, it } from 'vitest';
import { renderDocument, scriptJson } from './document.ts';
import { PAGE_BOOT_SCRIPT } from '../../contract/page-boot.ts';
import { alternatesOf } from './languages.ts';
import { languagePath } from '../storefront/i18n/paths.ts';

const assets = { entry: 'assets/entry-client-abc.js', preload: ['assets/item-page-def.js'], css: ['assets/entry-client-123.css'] };

describe('renderDocument', () => {
  it('writes the head of a page: title, description, canonical and Open Graph with absolute URLs', () => {
    const html = renderDocument({
      head: { title: 'Royal card | Shop', description: '₹999. A card', image: '/media/abc.jpg', ogType: 'product' },
      origin: 'https://shop.example',
      pathname: '/list/1',
      assets,
      body: '<main>x</main>',
      state: [],
    });
    expect(html).toContain('<title>Royal card | Shop</title>');
    expect(html).toContain('<meta name="description" content="₹999. A card">');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/list/1">');
    expect(html).toContain('<meta property="og:image" content="https://shop.example/media/abc.jpg">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<div id="root"><main>x</main></div>');
  });

  it('writes a Hindi page as Hindi, with its alternates in both languages and the Hindi manifest', () => {
    const html = renderDocument({
      head: { title: 'शादी कार्ड' },
      origin: 'https://shop.example',
      pathname: '/hi/list/1',
      assets,
      body: '',
      state: [],
      lang: 'hi',
      alternates: alternatesOf('https://shop.example', '/list/1', true),
    });
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/hi/list/1">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://shop.example/list/1">');
    expect(html).toContain('<link rel="alternate" hreflang="hi" href="https://shop.example/hi/list/1">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example/list/1">');
    expect(html).toContain('<meta property="og:locale" content="hi_IN">');
    expect(html).toContain('<link rel="manifest" href="/hi/manifest.webmanifest">');
  });

  it('names no Hindi alternate for a page whose content has no Hindi text', () => {
    const html = renderDocument({
      head: { title: 'Card' },
      origin: 'https://s.example',
      pathname: '/list/1',
      assets,
      body: '',
      alternates: alternatesOf('https://s.example', '/list/1', false),
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('hreflang="en"');
    expect(html).toContain('hreflang="x-default"');
    expect(html).not.toContain('hreflang="hi"');
  });

  it('asks for its scripts from the one inline script (the text the CSP hash allows), after the page and its data', () => {
    const html = renderDocument({ head: { title: 'Shop' }, origin: 'https://shop.example', pathname: '/', assets, body: '<main>x</main>', state: [] });
    const boot = `<script data-src="/assets/entry-client-abc.js" data-chunks="/assets/item-page-def.js">${PAGE_BOOT_SCRIPT}</script>`;
    expect(html).toContain(boot);
    expect(html.indexOf(boot)).toBeGreaterThan(html.indexOf('id="__DATA__"'));
    // No script of the app is fetched from the head any more: not beside the largest picture.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html.match(/<script(?! type="application\/(?:ld\+)?json")[^>]*>/g)).toHaveLength(1);
  });

  it('writes a notice for every visitor outside the hydrated root, escaped, and nothing when there is none', () => {
    const html = renderDocument({
      head: { title: 'Shop', notice: 'Being set up <soon> & "well"' },
      origin: 'https://shop.example',
      pathname: '/',
      assets,
      body: '<main>x</main>',
      state: [],
    });
    expect(html).toMatch(/<body>\n<p role="status" class="[^"]+">Being set up &lt;soon&gt; &amp; &quot;well&quot;<\/p>\n<div id="root"><main>x<\/main><\/div>/);
    const plain = renderDocument({ head: { title: 'Shop' }, origin: 'https://shop.example', pathname: '/', assets, body: '<main>x</main>', state: [] });
    expect(plain).not.toContain('role="status"');
  });

  it('links the web manifest, the home-screen icon and the theme colour', () => {
    const html = renderDocument({ head: { title: 'Shop' }, origin: 'https://shop.example', pathname: '/', assets, body: '', state: [] });
    expect(html).toContain('<link rel="icon" href="/default-logo.png" type="image/png">');
    // The shop's own icon in the tab once it has a logo: the manifest's 192 px icon, one file for both.
    const shop = renderDocument({
      head: { title: 'Shop' },
      origin: 'https://shop.example',
      pathname: '/',
      assets,
      body: '',
      state: [],
      icon: '/media/icon/abc-192.png',
    });
    expect(shop).toContain('<link rel="icon" href="/media/icon/abc-192.png" type="image/png">');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    expect(html).toContain('<meta name="theme-color" content="#b4321f">');
  });

  it('preloads the largest picture from the head, before the stylesheet, as the variant its <img> will choose', () => {
    const hash = 'ab'.repeat(16);
    const html = renderDocument({
      head: { title: 'Shop', lcpImage: { src: `/media/${hash}.jpg`, sizes: '100vw' } },
      origin: 'https://shop.example',
      pathname: '/',
      assets,
      body: '',
      state: [],
    });
    const link = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
    expect(link).toContain(`imagesrcset="/media/${hash}-320.avif 320w, /media/${hash}-640.avif 640w, /media/${hash}-1280.avif 1280w"`);
    expect(link).toContain('imagesizes="100vw"');
    expect(link).toContain('fetchpriority="high"');
    expect(html.indexOf(link)).toBeLessThan(html.indexOf('rel="stylesheet"'));
    // Not a processed upload (the fallback picture): the file itself; no picture, no preload.
    expect(
      renderDocument({
        head: { title: 'Shop', lcpImage: { src: '/fallback-image.jpg', sizes: '100vw' } },
        origin: 'https://shop.example',
        pathname: '/',
        assets,
        body: '',
      }),
    ).toContain('<link rel="preload" as="image" href="/fallback-image.jpg" fetchpriority="high">');
    expect(renderDocument({ head: { title: 'Shop' }, origin: 'https://shop.example', pathname: '/', assets, body: '' })).not.toContain('rel="preload"');
  });

  it('escapes text from the shop and keeps the data inside its script element', () => {
    const evil = '</script><script>alert(1)</script><!--';
    const html = renderDocument({
      head: { title: `"${evil}` },
      origin: 'https://shop.example',
      pathname: '/',
      assets,
      body: '',
      state: [[['x'], { title: evil }]],
    });
    expect(html).toContain('<title>&quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--</title>');
    const data = /<script type="application\/json" id="__DATA__">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toEqual([[['x'], { title: evil }]]);
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('marks pages that must not be indexed, and omits the data of the browser-rendered shell', () => {
    const html = renderDocument({ head: { title: 'Admin', noindex: true }, origin: 'https://shop.example', pathname: '/admin', assets, body: 'Loading' });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('__DATA__');
  });

  it('escapes line separators that older parsers would break on', () => {
    expect(scriptJson('a\u2028b')).toBe('"a\\u2028b"');
  });
});

describe('languagePath', () => {
  it('takes the Hindi prefix off Hindi pages only', () => {
    expect(languagePath('/hi/list/3', '/hi')).toBe('/list/3');
    expect(languagePath('/hi/', '/hi')).toBe('/');
    expect(languagePath('/hi', '/hi')).toBe('/');
    expect(languagePath('/history', '/hi')).toBe('/history');
    expect(languagePath('/hi/list/3', '')).toBe('/hi/list/3');
  });
});
