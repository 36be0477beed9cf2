import { beforeEach, describe, expect, it } from 'vitest';
import { SubcategorySchema } from '../../../contract/catalogue.ts';
import { form, jpeg, uniqueJpeg } from '../../test-support/fixtures.ts';
import { mediaFiles } from '../../test-support/test-app.ts';
import { insertListingRow } from '../../test-support/table-rows.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();
let cards: string;
let trophies: string;
beforeEach(async () => {
  cards = await createCategory('Cards');
  trophies = await createCategory('Trophies');
});

async function createCategory(name: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: { cookie: t.cookie },
    payload: form({ name, image: { data: await uniqueJpeg() } }),
  });
  return res.json()._id;
}

async function create(fields: { name?: string; categoryId?: string; image?: Buffer }, auth = t.cookie) {
  const { image, ...text } = fields;
  return t.app.inject({
    method: 'POST',
    url: '/api/subcategories',
    headers: auth ? { cookie: auth } : {},
    payload: form({ ...text, ...(image ? { image: { data: image } } : {}) } as Record<string, string>),
  });
}

async function update(id: string, fields: { name?: string; categoryId?: string; image?: Buffer }, auth = t.cookie) {
  const { image, ...text } = fields;
  return t.app.inject({
    method: 'PUT',
    url: `/api/subcategories/${id}`,
    headers: auth ? { cookie: auth } : {},
    payload: form({ ...text, ...(image ? { image: { data: image } } : {}) } as Record<string, string>),
  });
}

const addListing = (categoryId: string, subcategoryId: string) => insertListingRow(t.app.db, { categoryId, subcategoryId });

const list = async (query = '') => (await t.app.inject({ url: `/api/subcategories${query}` })).json();

describe('subcategories', () => {
  it('creates subcategories and lists them newest first with their category', async () => {
    const res = await create({ name: 'Wedding', categoryId: cards, image: await uniqueJpeg() });
    expect(res.statusCode).toBe(201);
    const wedding = SubcategorySchema.parse(res.json());
    expect(wedding).toMatchObject({
      name: 'Wedding',
      subcategory_uuid: wedding._id,
      categoryId: cards,
      isUsed: false,
      category: { _id: cards, category_uuid: cards, name: 'Cards' },
    });
    expect(wedding.imageUrl).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    expect((await t.app.inject({ url: wedding.imageUrl })).statusCode).toBe(200);
    await create({ name: 'Gold', categoryId: trophies, image: await uniqueJpeg() });

    const all = await list();
    expect(all.map((s: { name: string }) => s.name)).toEqual(['Gold', 'Wedding']);
    all.forEach((s: unknown) => SubcategorySchema.parse(s));
    expect((await list(`?categoryId=${cards}`)).map((s: { name: string }) => s.name)).toEqual(['Wedding']);
    expect(await list('?categoryId=nope')).toEqual([]);

    const one = await t.app.inject({ url: `/api/subcategories/${wedding._id}` });
    expect(one.json()).toEqual(wedding);
  });

  it('requires a session to change anything', async () => {
    expect((await create({ name: 'X', categoryId: cards, image: await jpeg() }, '')).statusCode).toBe(401);
    expect(await list()).toEqual([]);
    const sub = (await create({ name: 'Y', categoryId: cards, image: await uniqueJpeg() })).json();
    const files = await mediaFiles(t);
    const put = await update(sub._id, { name: 'Z', categoryId: cards, image: await uniqueJpeg() }, '');
    expect(put.statusCode).toBe(401);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/subcategories/${sub._id}` });
    expect(del.statusCode).toBe(401);
    expect(await list()).toEqual([sub]);
    expect(await mediaFiles(t)).toEqual(files);
  });

  it('needs a name, an image and a known category', async () => {
    const missing = { message: 'Please provide name, image, and select a category.' };
    expect((await create({ name: ' ', categoryId: cards, image: await jpeg() })).json()).toEqual(missing);
    expect((await create({ name: 'A', image: await jpeg() })).json()).toEqual(missing);
    const noImage = await create({ name: 'A', categoryId: cards });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toEqual(missing);
    for (const categoryId of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await create({ name: 'A', categoryId, image: await jpeg() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid category.' });
    }
    expect(await list()).toEqual([]);
    // Only the two categories' images are on disk: a refused upload leaves nothing.
    expect(await mediaFiles(t)).toHaveLength(14);
  });

  it('keeps names unique within a category, whatever their case', async () => {
    expect((await create({ name: 'Wedding', categoryId: cards, image: await uniqueJpeg() })).statusCode).toBe(201);
    const dup = await create({ name: ' wEDDING ', categoryId: cards, image: await uniqueJpeg() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'Name already exists.' });
    expect((await create({ name: 'wedding', categoryId: trophies, image: await uniqueJpeg() })).statusCode).toBe(201);
    expect(await mediaFiles(t)).toHaveLength(28);
  });

  it('edits name, category and image, releasing the replaced image', async () => {
    const sub = (await create({ name: 'Wedding', categoryId: cards, image: await uniqueJpeg() })).json();
    await create({ name: 'Birthday', categoryId: cards, image: await uniqueJpeg() });

    const own = await update(sub._id, { name: 'WEDDING', categoryId: cards });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ name: 'WEDDING', imageUrl: sub.imageUrl });

    const dup = await update(sub._id, { name: 'birthday', categoryId: cards });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'Name already exists.' });

    expect((await update(sub._id, { name: '', categoryId: cards })).json()).toEqual({ message: 'Name and category are required.' });
    expect((await update(sub._id, { name: 'A' })).json()).toEqual({ message: 'Name and category are required.' });
    expect((await update(sub._id, { name: 'A', categoryId: 'x' })).json()).toEqual({ message: 'Invalid category.' });

    const moved = await update(sub._id, { name: 'Wedding', categoryId: trophies, image: await uniqueJpeg() });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ categoryId: trophies, category: { name: 'Trophies' } });
    expect(moved.json().imageUrl).not.toBe(sub.imageUrl);
    expect((await t.app.inject({ url: sub.imageUrl })).statusCode).toBe(404);
    // Two categories and two subcategories, 7 files each.
    expect(await mediaFiles(t)).toHaveLength(28);
  });

  it('marks a used subcategory, refuses to delete or move it, and deletes an unused one', async () => {
    const sub = (await create({ name: 'Wedding', categoryId: cards, image: await uniqueJpeg() })).json();
    await addListing(cards, sub._id);
    expect((await list())[0].isUsed).toBe(true);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/subcategories/${sub._id}`, headers: { cookie: t.cookie } });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/used by listings/);
    const move = await update(sub._id, { name: 'Wedding', categoryId: trophies, image: await uniqueJpeg() });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toMatch(/used by listings/);
    expect((await list())[0]).toMatchObject({ categoryId: cards, imageUrl: sub.imageUrl });
    expect(await mediaFiles(t)).toHaveLength(21);
    // Renaming in place is still allowed.
    expect((await update(sub._id, { name: 'Weddings', categoryId: cards })).statusCode).toBe(200);

    const unused = (await create({ name: 'Gold', categoryId: trophies, image: await uniqueJpeg() })).json();
    const ok = await t.app.inject({ method: 'DELETE', url: `/api/subcategories/${unused._id}`, headers: { cookie: t.cookie } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Deleted' });
    expect((await t.app.inject({ url: unused.imageUrl })).statusCode).toBe(404);
    expect((await list()).map((s: { name: string }) => s.name)).toEqual(['Weddings']);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', '%27%20or%201=1']) {
      const get = await t.app.inject({ url: `/api/subcategories/${id}` });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ message: 'Subcategory not found' });
      const put = await update(id, { name: 'A', categoryId: cards });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ message: 'Subcategory not found' });
      const del = await t.app.inject({ method: 'DELETE', url: `/api/subcategories/${id}`, headers: { cookie: t.cookie } });
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual({ message: 'Subcategory not found' });
    }
  });
});
