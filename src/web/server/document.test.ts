import { describe, expect, it } from 'vitest';
import { renderDocument, scriptJson } from './document.ts';

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
    expect(html).toContain('<script type="module" src="/assets/entry-client-abc.js"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/item-page-def.js">');
    expect(html).toContain('<div id="root"><main>x</main></div>');
  });

  it('escapes text from the shop and keeps the data inside its script element', () => {
    const evil = '</script><script>alert(1)</script><!--';
    const html = renderDocument({ head: { title: `"${evil}` }, origin: 'https://shop.example', pathname: '/', assets, body: '', state: [[['x'], { title: evil }]] });
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
