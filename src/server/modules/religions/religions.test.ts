import { describe, expect, it } from 'vitest';
import { ReligionListSchema } from '../../../contract/catalogue.ts';
import { form, uniqueJpeg } from '../../test-support/fixtures.ts';
import { insertListingRow } from '../../test-support/table-rows.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();

const create = (name: string, auth = t.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/religions', headers: auth ? { cookie: auth } : {}, payload: form({ name }) });
const update = (id: string, payload: object, auth = t.cookie) =>
  t.app.inject({ method: 'PUT', url: `/api/religions/${id}`, headers: auth ? { cookie: auth } : {}, payload });
const remove = (id: string, auth = t.cookie) => t.app.inject({ method: 'DELETE', url: `/api/religions/${id}`, headers: auth ? { cookie: auth } : {} });

async function list() {
  const res = await t.app.inject({ url: '/api/religions/GetReligionList' });
  return ReligionListSchema.parse(res.json()).result;
}

/** A listing with this religion, with the category and subcategory it needs. */
async function addListing(religionId: string) {
  const cat = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: { cookie: t.cookie },
    payload: form({ name: 'Cards', image: { data: await uniqueJpeg() } }),
  });
  const categoryId = cat.json()._id;
  const sub = await t.app.inject({
    method: 'POST',
    url: '/api/subcategories',
    headers: { cookie: t.cookie },
    payload: form({ name: 'Wedding', categoryId, image: { data: await uniqueJpeg() } }),
  });
  await insertListingRow(t.app.db, { categoryId, subcategoryId: sub.json()._id, religionId });
}

describe('religions', () => {
  it('creates from multipart or JSON and lists newest first as {success, result}', async () => {
    const res = await create('Hindu');
    expect(res.statusCode).toBe(201);
    const hindu = res.json();
    expect(hindu).toMatchObject({ name: 'Hindu', religion_uuid: hindu._id, isUsed: false });
    const json = await t.app.inject({ method: 'POST', url: '/api/religions', headers: { cookie: t.cookie }, payload: { name: ' Sikh ' } });
    expect(json.statusCode).toBe(201);
    expect(json.json().name).toBe('Sikh');

    const raw = (await t.app.inject({ url: '/api/religions/GetReligionList' })).json();
    expect(raw.success).toBe(true);
    expect((await list()).map((r) => r.name)).toEqual(['Sikh', 'Hindu']);
    expect((await t.app.inject({ url: `/api/religions/${hindu._id}` })).json()).toEqual(hindu);
  });

  it("needs a name (the spec's two-space text) and refuses duplicates whatever their case", async () => {
    const blank = await create('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Name  required.' });
    expect((await t.app.inject({ method: 'POST', url: '/api/religions', headers: { cookie: t.cookie }, payload: {} })).json()).toEqual({
      message: 'Name  required.',
    });
    await create('Hindu');
    const dup = await create(' hINDU ');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'Name already exists.' });
    expect(await list()).toHaveLength(1);
  });

  it('keeps the old /add call answering "notexist" then "exist"', async () => {
    const add = (name: string) => t.app.inject({ method: 'POST', url: '/api/religions/add', headers: { cookie: t.cookie }, payload: { name } });
    const first = await add('Jain');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toBe('notexist');
    const again = await add('JAIN');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toBe('exist');
    expect((await list()).map((r) => r.name)).toEqual(['Jain']);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/religions/add', payload: { name: 'Parsi' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('renames from JSON or multipart, keeping its own name allowed', async () => {
    const hindu = (await create('Hindu')).json();
    await create('Muslim');
    const own = await update(hindu._id, { name: 'HINDU' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: hindu._id, name: 'HINDU' });
    const blank = await update(hindu._id, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Name required.' });
    const dup = await update(hindu._id, { name: 'muslim' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'Name already exists.' });
    const multipart = await update(hindu._id, form({ name: 'Hinduism' }));
    expect(multipart.json()).toMatchObject({ name: 'Hinduism' });
    expect((await list()).map((r) => r.name)).toEqual(['Muslim', 'Hinduism']);
  });

  it('requires a session to change anything', async () => {
    expect((await create('Hindu', '')).statusCode).toBe(401);
    expect(await list()).toEqual([]);
    const hindu = (await create('Hindu')).json();
    expect((await update(hindu._id, { name: 'X' }, '')).statusCode).toBe(401);
    expect((await remove(hindu._id, '')).statusCode).toBe(401);
    expect(await list()).toEqual([hindu]);
  });

  it('marks a used religion and refuses to delete it; deletes an unused one', async () => {
    const hindu = (await create('Hindu')).json();
    const sikh = (await create('Sikh')).json();
    await addListing(hindu._id);
    expect((await list()).map((r) => [r.name, r.isUsed])).toEqual([
      ['Sikh', false],
      ['Hindu', true],
    ]);
    const refused = await remove(hindu._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/used by listings/);
    const ok = await remove(sikh._id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Deleted' });
    expect((await list()).map((r) => r.name)).toEqual(['Hindu']);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', '%27%20or%201=1']) {
      for (const res of [await t.app.inject({ url: `/api/religions/${id}` }), await update(id, { name: 'A' }), await remove(id)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Religion not found' });
      }
    }
  });
});
