import { describe, expect, it } from 'vitest';
import { BannerSchema } from '../../../contract/catalogue.ts';
import { form, jpeg, SVG, uniqueJpeg } from '../../test-support/fixtures.ts';
import { mediaFiles } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();

async function upload(fields: { name?: string; altText?: string; images?: Buffer[] }, auth = t.cookie) {
  const { images = [], ...text } = fields;
  const parts: Record<string, string | { data: Buffer }[]> = { ...text };
  if (images.length) parts.image = images.map((data) => ({ data }));
  return t.app.inject({ method: 'POST', url: '/api/banners', headers: auth ? { cookie: auth } : {}, payload: form(parts) });
}
const list = async () => (await t.app.inject({ url: '/api/banners' })).json();
const edit = (id: string, payload: object, auth = t.cookie) =>
  t.app.inject({ method: 'PUT', url: `/api/banners/${id}`, headers: auth ? { cookie: auth } : {}, payload });
const remove = (id: string, auth = t.cookie) => t.app.inject({ method: 'DELETE', url: `/api/banners/${id}`, headers: auth ? { cookie: auth } : {} });

/** Just over the 4 MB limit: the size alone decides, before any decoding. */
const oversize = async () => Buffer.concat([await jpeg(), Buffer.alloc(4 * 1024 * 1024)]);

describe('banners', () => {
  it('uploads one banner (alt text defaults to the name) and lists newest first', async () => {
    const res = await upload({ name: 'Diwali Sale', images: [await uniqueJpeg()] });
    expect(res.statusCode).toBe(201);
    const banner = BannerSchema.parse(res.json());
    expect(banner).toMatchObject({ name: 'Diwali Sale', altText: 'Diwali Sale', banner_uuid: banner._id });
    expect((await t.app.inject({ url: banner.imageUrl })).statusCode).toBe(200);
    const second = (await upload({ name: 'Wedding', altText: 'Wedding cards on a table', images: [await uniqueJpeg()] })).json();
    expect(second.altText).toBe('Wedding cards on a table');
    expect((await list()).map((b: { name: string }) => b.name)).toEqual(['Wedding', 'Diwali Sale']);
    expect((await t.app.inject({ url: '/api/banners' })).statusCode).toBe(200);
  });

  it('uploads several files in one call as an array of banners', async () => {
    const res = await upload({ name: 'Festive', images: [await uniqueJpeg(), await uniqueJpeg(), await uniqueJpeg()] });
    expect(res.statusCode).toBe(201);
    const banners = res.json().map((b: unknown) => BannerSchema.parse(b));
    expect(banners).toHaveLength(3);
    expect(new Set(banners.map((b: { imageUrl: string }) => b.imageUrl)).size).toBe(3);
    expect(await list()).toHaveLength(3);
    expect(await mediaFiles(t)).toHaveLength(21);
  });

  it('stores nothing when one file of several is not an image', async () => {
    const res = await upload({ name: 'Festive', images: [await uniqueJpeg(), await uniqueJpeg(), SVG] });
    expect(res.statusCode).toBe(415);
    expect(await list()).toEqual([]);
    expect(await mediaFiles(t)).toEqual([]);
  });

  it('refuses a file over 4 MB with 413 and keeps nothing', async () => {
    for (const images of [[await oversize()], [await uniqueJpeg(), await oversize()]]) {
      const res = await upload({ name: 'Big', images });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'Each banner image must be at most 4 MB.' });
    }
    expect(await list()).toEqual([]);
    expect(await mediaFiles(t)).toEqual([]);
  });

  it('needs a name and at least one image', async () => {
    const message = { message: 'Please provide a name and at least one image.' };
    const noImage = await upload({ name: 'X' });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toEqual(message);
    expect((await upload({ name: '  ', images: [await jpeg()] })).json()).toEqual(message);
    expect((await upload({ images: [await jpeg()] })).json()).toEqual(message);
    expect(await mediaFiles(t)).toEqual([]);
  });

  it('requires a session to change anything', async () => {
    expect((await upload({ name: 'X', images: [await jpeg()] }, '')).statusCode).toBe(401);
    expect(await list()).toEqual([]);
    expect(await mediaFiles(t)).toEqual([]);
    const banner = (await upload({ name: 'Keep', images: [await uniqueJpeg()] })).json();
    expect((await edit(banner._id, { name: 'Changed' }, '')).statusCode).toBe(401);
    expect((await remove(banner._id, '')).statusCode).toBe(401);
    expect(await list()).toEqual([banner]);
    expect(await mediaFiles(t)).toHaveLength(7);
  });

  it('renames; a default alt text follows the name, a written one stays', async () => {
    const plain = (await upload({ name: 'Sale', images: [await uniqueJpeg()] })).json();
    const blank = await edit(plain._id, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Name required.' });
    const renamed = await edit(plain._id, { name: ' Big Sale ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Big Sale', altText: 'Big Sale', imageUrl: plain.imageUrl });

    const described = (await upload({ name: 'Cards', altText: 'Red cards', images: [await uniqueJpeg()] })).json();
    expect((await edit(described._id, { name: 'Invites' })).json()).toMatchObject({ name: 'Invites', altText: 'Red cards' });
    expect((await edit(described._id, { name: 'Invites', altText: 'Blue cards' })).json().altText).toBe('Blue cards');
  });

  it('deletes a banner and its files', async () => {
    const banner = (await upload({ name: 'Gone', images: [await uniqueJpeg()] })).json();
    const res = await remove(banner._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Banner deleted' });
    expect(await list()).toEqual([]);
    expect(await mediaFiles(t)).toEqual([]);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', '%27%20or%201=1']) {
      for (const res of [await t.app.inject({ url: `/api/banners/${id}` }), await edit(id, { name: 'A' }), await remove(id)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Banner not found' });
      }
    }
  });
});
