import { describe, expect, it } from 'vitest';
import { CategorySchema } from '../../../contract/catalogue.ts';
import { form, jpeg, SVG, uniqueJpeg } from '../../test-support/fixtures.ts';
import { mediaFiles } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();

async function create(name: string, image?: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: { cookie: t.cookie },
    payload: form({ name, ...(image ? { image: { data: image } } : {}) }),
  });
}

describe('categories', () => {
  it('creates a category with its image and lists it, newest first', async () => {
    const first = await create('Wedding Cards', await uniqueJpeg());
    expect(first.statusCode).toBe(201);
    const created = CategorySchema.parse(first.json());
    expect(created).toMatchObject({ name: 'Wedding Cards', isUsed: false, category_uuid: created._id });
    expect(created.imageUrl).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    await create('Trophies', await uniqueJpeg());

    const list = await t.app.inject({ url: '/api/categories' });
    expect(list.json().map((c: { name: string }) => c.name)).toEqual(['Trophies', 'Wedding Cards']);
    const usage = await t.app.inject({ url: '/api/categories/with-usage' });
    expect(usage.json()[1]).toMatchObject({ name: 'Wedding Cards', isUsed: false });

    const image = await t.app.inject({ url: created.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('immutable');
    const variant = await t.app.inject({ url: created.imageUrl.replace('.jpg', '-320.avif') });
    expect(variant.headers['content-type']).toBe('image/avif');
  });

  it('requires a session to change anything', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/categories', payload: form({ name: 'X', image: { data: await jpeg() } }) });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/categories' })).json()).toEqual([]);
    expect(await mediaFiles(t)).toEqual([]);
  });

  it('needs a name and an image, and refuses a duplicate name whatever its case', async () => {
    expect((await create('  ', await jpeg())).json()).toEqual({ message: 'Name and image required.' });
    expect((await create('Cards')).statusCode).toBe(400);
    expect((await create('Cards', await uniqueJpeg())).statusCode).toBe(201);
    const dup = await create(' cARDS ', await uniqueJpeg());
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'Name already exists.' });
    expect(await mediaFiles(t)).toHaveLength(7);
  });

  it('refuses a file that is not a raster image and keeps nothing of it', async () => {
    const res = await create('Vector', SVG);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JPEG, PNG or WebP/);
    expect(await mediaFiles(t)).toEqual([]);
  });

  it('renames, replaces the image (removing the old files) and keeps its own name on edit', async () => {
    const created = (await create('Trophy', await uniqueJpeg())).json();
    const sameName = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${created._id}`,
      headers: { cookie: t.cookie },
      payload: form({ name: 'TROPHY' }),
    });
    expect(sameName.statusCode).toBe(200);
    expect(sameName.json()).toMatchObject({ name: 'TROPHY', imageUrl: created.imageUrl });

    const blank = await t.app.inject({ method: 'PUT', url: `/api/categories/${created._id}`, headers: { cookie: t.cookie }, payload: form({ name: '' }) });
    expect(blank.json()).toEqual({ message: 'Name required.' });

    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${created._id}`,
      headers: { cookie: t.cookie },
      payload: form({ name: 'Trophies', image: { data: await uniqueJpeg() } }),
    });
    expect(replaced.json().imageUrl).not.toBe(created.imageUrl);
    expect((await t.app.inject({ url: created.imageUrl })).statusCode).toBe(404);
    expect(await mediaFiles(t)).toHaveLength(7);
  });

  // Issue 28: one rate for a category's listings rather than one typed into each.
  it('keeps an HSN or SAC code and a GST rate for its listings; absent on edit keeps them, blank clears, a wrong one is refused', async () => {
    const put = (id: string, fields: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: `/api/categories/${id}`, headers: { cookie: t.cookie }, payload: form({ name: 'Visiting Cards', ...fields }) });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { cookie: t.cookie },
      payload: form({ name: 'Visiting Cards', image: { data: await uniqueJpeg() }, hsn: '4911 10', gstRate: '12 %' }),
    });
    expect(made.json()).toMatchObject({ hsn: '491110', gstRate: '12' });
    const id = made.json()._id;
    expect((await put(id, {})).json()).toMatchObject({ hsn: '491110', gstRate: '12' });
    expect((await put(id, { hsn: '998912', gstRate: '18' })).json()).toMatchObject({ hsn: '998912', gstRate: '18' });
    const wrong = await put(id, { hsn: '49111' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, expect.stringMatching(/^HSN code must be 4, 6 or 8 digits/)]);
    expect((await put(id, { gstRate: 'twelve' })).statusCode).toBe(400);
    expect((await put(id, { hsn: '', gstRate: '' })).json()).toMatchObject({ hsn: '', gstRate: '' });
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', '%27%20or%201=1']) {
      const del = await t.app.inject({ method: 'DELETE', url: `/api/categories/${id}`, headers: { cookie: t.cookie } });
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual({ message: 'Category not found' });
    }
  });

  it('deletes an unused category with its subcategories and their image files', async () => {
    const created = (await create('Temp', await uniqueJpeg())).json();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/categories/${created._id}`, headers: { cookie: t.cookie } });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/categories' })).json()).toEqual([]);
    expect(await mediaFiles(t)).toEqual([]);
  });
});
