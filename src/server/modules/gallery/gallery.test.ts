import { describe, expect, it } from 'vitest';
import { GalleryImageSchema } from '../../../contract/catalogue.ts';
import { PRICE_MESSAGE } from '../../../contract/price-text.ts';
import { createdAs } from '../../test-support/answers.ts';
import { form, SVG, uniqueJpeg } from '../../test-support/fixtures.ts';
import { mediaFiles } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();

type Fields = Parameters<typeof form>[0];
const upload = (fields: Fields, withCookie = true) =>
  t.app.inject({ method: 'POST', url: '/api/images', headers: withCookie ? { cookie: t.cookie } : {}, payload: form(fields) });
const image = async () => ({ data: await uniqueJpeg() });
const TEXTS = {
  title: 'Mehendi invite',
  category: 'Wedding',
  subcategory: 'Premium',
  price: '1499.50',
  instagramUrl: 'https://www.instagram.com/p/abc/',
  size: '5x7 in',
  religions: 'Hindu',
  seoTitle: 'Mehendi invitation card',
  seoDescription: 'A hand-painted card',
  seoKeywords: 'mehendi, invite',
};

describe('gallery images', () => {
  it('stores an image with all its texts and lists images newest first', async () => {
    const created = createdAs(await upload({ image: await image(), ...TEXTS }), GalleryImageSchema);
    expect(created).toMatchObject(TEXTS);
    expect(created.url).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    expect((await t.app.inject({ url: created.url })).statusCode).toBe(200);

    const second = (await upload({ image: await image() })).json();
    expect(second).toMatchObject({ title: '', price: '', instagramUrl: '' });
    const list = await t.app.inject({ url: '/api/images' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([second, created]);
  });

  it('answers 400 without a file and keeps answering (the old app crashed here)', async () => {
    const res = await upload({ title: 'No file' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please select at least one file.' });
    const empty = await upload({ image: { data: Buffer.alloc(0), filename: '' } });
    expect(empty.json()).toEqual({ message: 'Please select at least one file.' });
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/images', headers: { cookie: t.cookie }, payload: { title: 'x' } });
    expect(notMultipart.statusCode).toBe(415);
    expect((await t.app.inject({ url: '/api/ping' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/images' })).json()).toEqual([]);
  });

  it('refuses an SVG with 415 and keeps nothing', async () => {
    const res = await upload({ image: { data: SVG, type: 'image/svg+xml', filename: 'x.svg' } });
    expect(res.statusCode).toBe(415);
    expect(await mediaFiles(t)).toEqual([]);
  });

  it('refuses a price that is not a number, a link that is not a web address and overlong text, storing nothing', async () => {
    const cases: [Fields, string | RegExp][] = [
      [{ price: 'abc' }, PRICE_MESSAGE],
      [{ instagramUrl: 'javascript:alert(1)' }, /Instagram URL/],
      [{ instagramUrl: 'instagram.com/p/1' }, /Instagram URL/],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters.'],
      [{ seoKeywords: 'x'.repeat(1001) }, 'SEO keywords must be at most 1000 characters.'],
    ];
    for (const [fields, message] of cases) {
      const res = await upload({ image: await image(), ...fields });
      expect(res.statusCode, JSON.stringify(fields).slice(0, 60)).toBe(400);
      if (typeof message === 'string') expect(res.json()).toEqual({ message });
      else expect(res.json().message).toMatch(message);
    }
    expect(await mediaFiles(t)).toEqual([]);
  });

  it('refuses uploads and deletes without a session', async () => {
    const created = (await upload({ image: await image() })).json();
    const post = await upload({ image: await image() }, false);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/images/${created._id}` });
    for (const res of [post, del]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please log in.' });
    }
    expect((await t.app.inject({ url: '/api/images' })).json()).toEqual([created]);
    expect(await mediaFiles(t)).toHaveLength(7);
  });

  it('deletes an image with its files, and answers 404 for unknown or malformed ids', async () => {
    const created = (await upload({ image: await image() })).json();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/images/${created._id}`, headers: { cookie: t.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Image deleted' });
    expect((await t.app.inject({ url: '/api/images' })).json()).toEqual([]);
    expect(await mediaFiles(t)).toEqual([]);
    for (const id of [created._id, 'nope', '%27%20or%201=1']) {
      const again = await t.app.inject({ method: 'DELETE', url: `/api/images/${id}`, headers: { cookie: t.cookie } });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Image not found' });
    }
  });
});
