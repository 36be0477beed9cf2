import { describe, expect, it } from 'vitest';
import { form, uniqueJpeg } from '../../test-support/fixtures.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();

type Fields = Parameters<typeof form>[0];
const send = (method: 'POST' | 'PUT', url: string, fields: Fields) => t.app.inject({ method, url, headers: { cookie: t.cookie }, payload: form(fields) });
const hi = (name: unknown) => JSON.stringify({ hi: { name } });
const HOSTILE = `<img src=x onerror=alert(1)> शादी % _ \\ '"`;

describe('a category and a subcategory in Hindi (issue 19)', () => {
  it('round-trip a Hindi name (multipart), keep it when an edit omits it, clear it when sent blank', async () => {
    const category = (await send('POST', '/api/categories', { name: 'Wedding Cards', translations: hi(HOSTILE), image: { data: await uniqueJpeg() } })).json();
    expect(category.translations).toEqual({ hi: { name: HOSTILE } });
    const sub = await send('POST', '/api/subcategories', {
      name: 'Premium',
      categoryId: category._id,
      translations: hi('प्रीमियम'),
      image: { data: await uniqueJpeg() },
    });
    expect(sub.statusCode).toBe(201);
    expect(sub.json().translations).toEqual({ hi: { name: 'प्रीमियम' } });

    const renamed = await send('PUT', `/api/categories/${category._id}`, { name: 'Wedding' });
    expect(renamed.json()).toMatchObject({ name: 'Wedding', translations: { hi: { name: HOSTILE } } });
    const subEdited = await send('PUT', `/api/subcategories/${sub.json()._id}`, { name: 'Premium+', categoryId: category._id });
    expect(subEdited.json()).toMatchObject({ name: 'Premium+', translations: { hi: { name: 'प्रीमियम' } } });

    expect((await send('PUT', `/api/categories/${category._id}`, { name: 'Wedding', translations: hi(' ') })).json().translations).toEqual({});
    expect(
      (await send('PUT', `/api/subcategories/${sub.json()._id}`, { name: 'Premium+', categoryId: category._id, translations: hi('') })).json().translations,
    ).toEqual({});
    expect((await t.app.inject({ url: '/api/subcategories' })).json()[0].translations).toEqual({});
  });

  it('refuses a bad translations field with a clear 400 and writes nothing', async () => {
    const bad = await send('POST', '/api/categories', { name: 'Trophies', translations: '{hi:', image: { data: await uniqueJpeg() } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('translations must be JSON such as {"hi":{"name":"…"}}.');
    expect(
      (await send('POST', '/api/categories', { name: 'Trophies', translations: hi('क'.repeat(101)), image: { data: await uniqueJpeg() } })).json().message,
    ).toBe('Name in Hindi must be at most 100 characters.');
    expect((await t.app.inject({ url: '/api/categories' })).json()).toEqual([]);

    const category = (await send('POST', '/api/categories', { name: 'Trophies', translations: hi('ट्रॉफी'), image: { data: await uniqueJpeg() } })).json();
    const edit = await send('PUT', `/api/categories/${category._id}`, { name: 'Cups', translations: JSON.stringify({ hi: { title: 'x' } }) });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe('translations.hi may only hold name.');
    expect((await t.app.inject({ url: `/api/categories/${category._id}` })).json()).toMatchObject({
      name: 'Trophies',
      translations: { hi: { name: 'ट्रॉफी' } },
    });
  });

  it('records a changed Hindi name in the activity log', async () => {
    const category = (await send('POST', '/api/categories', { name: 'Trophies', image: { data: await uniqueJpeg() } })).json();
    await send('PUT', `/api/categories/${category._id}`, { name: 'Trophies', translations: hi('ट्रॉफी') });
    const log = (await t.app.inject({ url: '/api/audit?entity=category', headers: { cookie: t.cookie } })).json();
    expect(log.result.find((e: { action: string }) => e.action === 'update').changes).toEqual({ nameInHindi: { before: null, after: 'ट्रॉफी' } });
  });
});
