import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { form, jpeg, png } from '../test-support/fixtures.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { shortName, webManifest } from './web-manifest.ts';
import { shopNameIn } from './shop-texts.ts';

const t = useTestApp();
const SHOP = { name: 'Shree Krishna Cards & Prints', email: 'shop@example.com', phone: '+91 98000 00001', address: 'Main Road, Gondia' };

const manifest = async () => {
  const res = await t.app.inject({ url: '/manifest.webmanifest' });
  expect(res.statusCode).toBe(200);
  return {
    res,
    body: res.json() as { name: string; short_name: string; icons: { src: string; sizes: string; type: string; purpose: string }[] } & Record<string, unknown>,
  };
};

const addConfig = async (logo: Buffer) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/confi/add', headers: { cookie: t.cookie }, payload: form({ ...SHOP, logo: { data: logo } }) });
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string; logo: string };
};

/** The offline page at `url` (a page of its own: 200, HTML, no script, never indexed), its HTML. */
async function offlinePage(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body).toContain('<meta name="robots" content="noindex">');
  expect(res.body).not.toContain('<script');
  return res.body;
}

async function pngOf(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  const meta = await sharp(res.rawPayload).metadata();
  return { res, meta, pixel: (await sharp(res.rawPayload).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer()).toJSON().data };
}

describe('GET /manifest.webmanifest', () => {
  it('describes the shop as an installable app, with the default logo before any configuration', async () => {
    const { res, body } = await manifest();
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(body).toMatchObject({
      id: '/',
      name: 'Print Shop',
      short_name: 'Print Shop',
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#b4321f',
      background_color: '#fafaf9',
    });
    expect(body.description).toMatch(/invitation cards/);
    expect(body.icons.map((i) => [i.sizes, i.type, i.purpose])).toEqual([
      ['192x192', 'image/png', 'any'],
      ['512x512', 'image/png', 'any'],
      ['512x512', 'image/png', 'maskable'],
    ]);
    // Each icon really is a PNG of the size it claims, cacheable for a year.
    for (const icon of body.icons) {
      const { res: iconRes, meta } = await pngOf(icon.src);
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe('png');
      expect(iconRes.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers 304 to a copy that is still current', async () => {
    const { res } = await manifest();
    const again = await t.app.inject({ url: '/manifest.webmanifest', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it("follows the configuration: the shop's name, and icons drawn from its logo under a new URL", async () => {
    const before = (await manifest()).body.icons[0]!.src;
    const config = await addConfig(await jpeg(600, 300, { r: 10, g: 20, b: 200 }));
    const { body, res } = await manifest();
    expect([body.name, body.short_name]).toEqual([SHOP.name, 'Shree']);
    const hash = /^\/media\/([0-9a-f]{32})\.jpg$/.exec(config.logo)![1];
    expect(body.icons.map((i) => i.src)).toEqual([`/media/icon/${hash}-192.png`, `/media/icon/${hash}-512.png`, `/media/icon/${hash}-maskable.png`]);
    expect(body.icons[0]!.src).not.toBe(before);

    // A wide logo is shown whole on white (not cut), and the maskable one keeps a margin a mask may cut.
    const any = await pngOf(body.icons[1]!.src);
    expect([any.meta.width, any.meta.height]).toEqual([512, 512]);
    expect(any.pixel.slice(0, 3)).toEqual([255, 255, 255]);
    const centre = (await sharp(any.res.rawPayload).extract({ left: 256, top: 256, width: 1, height: 1 }).raw().toBuffer()).toJSON().data;
    expect(centre[2]).toBeGreaterThan(150);
    expect(centre[0]).toBeLessThan(60);
    const maskable = await pngOf(body.icons[2]!.src);
    expect(maskable.pixel.slice(0, 3)).toEqual([255, 255, 255]);

    // A new logo: a new URL in the manifest, so installed copies fetch the new icons.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/confi/${config._id}`,
      headers: { cookie: t.cookie },
      payload: form({ ...SHOP, name: 'SK', logo: { data: await png(300, 300) } }),
    });
    expect(put.statusCode).toBe(200);
    const changed = await manifest();
    expect(changed.body.name).toBe('SK');
    expect(changed.body.icons[0]!.src).not.toBe(body.icons[0]!.src);
    expect(changed.res.headers.etag).not.toBe(res.headers.etag);
    expect((await pngOf(changed.body.icons[0]!.src)).meta.width).toBe(192);
  });
});

describe('GET /media/icon/<hash>-<size>.png', () => {
  it('is a 404 for an unknown hash, an unknown size or any other name', async () => {
    const { body } = await manifest();
    const hash = /([0-9a-f]{32})/.exec(body.icons[0]!.src)![1]!;
    for (const url of [
      `/media/icon/${'0'.repeat(32)}-192.png`,
      `/media/icon/${hash}-64.png`,
      `/media/icon/${hash}-192.jpg`,
      `/media/icon/${hash.toUpperCase()}-192.png`,
      '/media/icon/..%2F..%2Fshop.sqlite',
      '/media/icon/abc-192.png',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('GET /apple-touch-icon.png and /offline', () => {
  it("give the logo as iOS wants it (180 px, opaque) and the offline page with the shop's name, escaped", async () => {
    const icon = await pngOf('/apple-touch-icon.png');
    expect([icon.meta.width, icon.meta.height, icon.res.headers['cache-control']]).toEqual([180, 180, 'no-cache']);
    await addConfig(await jpeg());
    const page = await offlinePage('/offline');
    expect(page).toContain('<header>Shree Krishna Cards &amp; Prints</header>');
    expect(page).toContain('<h1>You are offline</h1>');
  });
});

describe('the Hindi manifest and offline page (/hi/…)', () => {
  it('open the Hindi pages as their own app, in Hindi, with the default Hindi name before any configuration', async () => {
    const res = await t.app.inject({ url: '/hi/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json();
    expect(body).toMatchObject({ id: '/hi/', name: 'प्रिंट शॉप', short_name: 'प्रिंट शॉप', lang: 'hi', start_url: '/hi/', scope: '/hi/', display: 'standalone' });
    expect(body.description).toBe('शादी और हर मौक़े के निमंत्रण कार्ड, ट्रॉफ़ी, आईडी कार्ड और बहुत कुछ, आपके ऑर्डर पर बनाए जाते हैं।');
    // The same icons as the English app's.
    expect(body.icons).toEqual((await manifest()).body.icons);
  });

  it("keep the shop's English name where the owner gave no Hindi one; the offline page says so (lang=en)", async () => {
    await addConfig(await jpeg());
    expect((await t.app.inject({ url: '/hi/manifest.webmanifest' })).json()).toMatchObject({ name: SHOP.name, short_name: 'Shree', lang: 'hi' });
    const page = await offlinePage('/hi/offline');
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain('<header lang="en">Shree Krishna Cards &amp; Prints</header>');
    expect(page).toContain('<title>आप ऑफ़लाइन हैं | Shree Krishna Cards &amp; Prints</title>');
    expect(page).toContain('<h1>आप ऑफ़लाइन हैं</h1>');
    expect(page).toContain('<a class="again" href="">फिर से कोशिश करें</a><a class="home" href="/hi/">होम पेज</a>');
    expect(page).not.toMatch(/offline|Try again|Home page/i);
    // The English one is unchanged.
    expect((await t.app.inject({ url: '/offline' })).body).toContain('<a class="again" href="">Try again</a><a class="home" href="/">Home page</a>');
  });

  it("name the app by the owner's Hindi name when there is one, cut between letters for the home screen", () => {
    const icon = (kind: string) => `/media/icon/x-${kind}.png`;
    const named = webManifest('hi', shopNameIn('hi', 'Shree Krishna Cards', 'श्री कृष्णा कार्ड्स <प्रिंट>'), icon);
    expect(named).toMatchObject({ name: 'श्री कृष्णा कार्ड्स <प्रिंट>', short_name: 'श्री कृष्णा', lang: 'hi' });
    expect(webManifest('hi', shopNameIn('hi', 'SK', '  '), icon).name).toBe('SK');
    expect(webManifest('en', shopNameIn('en', 'SK', 'एस के'), icon)).toMatchObject({ id: '/', name: 'SK', lang: 'en-IN', start_url: '/', scope: '/' });
    // One long word: 12 UTF-16 units at most, never half a conjunct (क्ष) or a lone vowel sign.
    expect(shortName('विश्वकर्माप्रिंटर्स')).toBe('विश्वकर्मा');
    expect(shortName('क्षक्षक्षक्षक्ष')).toBe('क्षक्षक्षक्ष');
  });
});

describe('shortName', () => {
  it('keeps whole words up to 12 characters, or cuts a single long word', () => {
    const shortNames = {
      'SK Cards': 'SK Cards',
      'Shree Krishna Cards': 'Shree',
      'SK Cards and Prints': 'SK Cards and',
      'Vishwakarmaprinters Gondia': 'Vishwakarmap',
    };
    for (const [name, short] of Object.entries(shortNames)) expect(shortName(name), name).toBe(short);
  });
});
