import { beforeEach, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { createListing, postListing, putListing, seedCatalogue, type Catalogue } from './listings.test-support.ts';

const t = useTestApp();
let c: Catalogue;
beforeEach(async () => {
  c = await seedCatalogue(t);
});

// As the owner reads it (with what it costs the shop), to compare with what the owner's saves answered.
const get = async (id: string): Promise<Listing> => (await t.app.inject({ url: `/api/listings/${id}`, headers: { cookie: t.cookie } })).json();
const all = async (): Promise<Listing[]> => (await t.app.inject({ url: '/api/listings' })).json();
const hi = (fields: Record<string, unknown>) => JSON.stringify({ hi: fields });
const HOSTILE_HI = `<script>alert("नमस्ते")</script> 50%_ '; drop table listings; --`;

describe('a listing in Hindi (issue 19)', () => {
  it('answers translations: {} until the owner writes a Hindi title, then only the fields that exist', async () => {
    const plain = await createListing(t, t.cookie, c);
    expect(plain.translations).toEqual({});
    const res = await putListing(t, t.cookie, plain._id, { translations: hi({ title: '  शाही शादी निमंत्रण  ' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().translations).toEqual({ hi: { title: 'शाही शादी निमंत्रण' } });
    expect((await get(plain._id)).translations).toEqual({ hi: { title: 'शाही शादी निमंत्रण' } });
    // The English fields are as they were.
    expect(await get(plain._id)).toMatchObject({ title: plain.title, description: plain.description, price: plain.price });
  });

  it('carries its category’s and subcategory’s Hindi names beside their English ones, once the owner gives them', async () => {
    const listing = await createListing(t, t.cookie, c, { translations: hi({ title: 'शाही कार्ड' }) });
    expect(listing.translations).toEqual({ hi: { title: 'शाही कार्ड' } });
    await t.app.db.updateTable('categories').set({ name_hi: 'शादी के कार्ड' }).where('id', '=', c.wedding).execute();
    await t.app.db.updateTable('subcategories').set({ name_hi: 'प्रीमियम' }).execute();
    const again = await get(listing._id);
    expect(again).toMatchObject({ categoryName: 'Wedding Cards', subcategory: 'Premium' });
    expect(again.translations).toEqual({ hi: { title: 'शाही कार्ड', categoryName: 'शादी के कार्ड', subcategory: 'प्रीमियम' } });
    expect((await all()).find((l) => l._id === listing._id)!.translations).toEqual(again.translations);
  });

  it('keeps Devanagari and hostile text exactly, on create (multipart) and in the list', async () => {
    const listing = await createListing(t, t.cookie, c, { translations: hi({ title: HOSTILE_HI, description: 'पंक्ति एक\nपंक्ति दो, "उद्धरण"' }) });
    expect(listing.translations).toEqual({ hi: { title: HOSTILE_HI, description: 'पंक्ति एक\nपंक्ति दो, "उद्धरण"' } });
    expect((await all()).find((l) => l._id === listing._id)!.translations).toEqual(listing.translations);
  });

  it('keeps the translations when a write omits them, and clears one sent blank (answered absent)', async () => {
    const listing = await createListing(t, t.cookie, c, { translations: hi({ title: 'शाही कार्ड', description: 'सुनहरा' }) });
    await putListing(t, t.cookie, listing._id, { price: '599' });
    expect((await get(listing._id)).translations).toEqual({ hi: { title: 'शाही कार्ड', description: 'सुनहरा' } });
    // A field left out of translations.hi stays too.
    await putListing(t, t.cookie, listing._id, { translations: hi({ title: 'नया कार्ड' }) });
    expect((await get(listing._id)).translations).toEqual({ hi: { title: 'नया कार्ड', description: 'सुनहरा' } });
    await putListing(t, t.cookie, listing._id, { translations: hi({ title: '   ', description: null }) });
    expect((await get(listing._id)).translations).toEqual({});
    const row = await t.app.db.selectFrom('listings').select(['title_hi', 'description_hi']).where('id', '=', listing._id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title_hi: null, description_hi: null });
  });

  it('takes them in the JSON rename too, and keeps them when the rename has none', async () => {
    const listing = await createListing(t, t.cookie, c);
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/listings/${listing._id}`, headers: { cookie: t.cookie }, payload });
    expect((await put({ title: 'Royal', translations: { hi: { title: 'शाही' } } })).json()).toMatchObject({
      title: 'Royal',
      translations: { hi: { title: 'शाही' } },
    });
    expect((await put({ title: 'Royal 2' })).json()).toMatchObject({ title: 'Royal 2', translations: { hi: { title: 'शाही' } } });
    const bad = await put({ title: 'Royal 3', translations: { hi: { title: 5 } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('translations.hi.title must be text.');
    expect((await get(listing._id)).title).toBe('Royal 2');
  });

  it('refuses bad JSON or a wrong shape with a clear 400 and writes nothing', async () => {
    const listing = await createListing(t, t.cookie, c, { translations: hi({ title: 'शाही' }) });
    const cases: [string, RegExp][] = [
      ['{"hi":', /^translations must be JSON such as \{"hi":\{"title":"…"\}\}\.$/],
      ['[1,2]', /^translations must be JSON/],
      ['"शाही"', /^translations must be JSON/],
      [JSON.stringify({ mr: { title: 'x' } }), /only hold "hi"/],
      [JSON.stringify({ hi: 'शाही' }), /^translations\.hi must be an object/],
      [JSON.stringify({ hi: { price: '1' } }), /^translations\.hi may only hold title and description\.$/],
      [JSON.stringify({ hi: { title: ['a'] } }), /^translations\.hi\.title must be text\.$/],
      [hi({ title: 'क'.repeat(201) }), /^Title in Hindi must be at most 200 characters\.$/],
      [hi({ description: 'क'.repeat(5001) }), /^Description in Hindi must be at most 5000 characters\.$/],
    ];
    for (const [translations, message] of cases) {
      const res = await putListing(t, t.cookie, listing._id, { title: 'Changed', translations });
      expect(res.statusCode, translations).toBe(400);
      expect(res.json().message, translations).toMatch(message);
      const created = await postListing(t, t.cookie, { title: 'New', category: c.wedding, subcategory: c.weddingPremium, price: '1', translations });
      expect(created.statusCode, translations).toBe(400);
    }
    expect(await get(listing._id)).toEqual(listing);
    expect(await all()).toHaveLength(1);
  });

  it('is recorded in the activity log as any field', async () => {
    const listing = await createListing(t, t.cookie, c);
    await putListing(t, t.cookie, listing._id, { translations: hi({ title: 'शाही' }) });
    const log = (await t.app.inject({ url: '/api/audit?entity=listing', headers: { cookie: t.cookie } })).json();
    const update = log.result.find((e: { action: string }) => e.action === 'update');
    expect(update.changes).toEqual({ titleInHindi: { before: null, after: 'शाही' } });
  });
});

describe('searching listings in English or Hindi', () => {
  it('finds a listing by its Hindi or English title or description, % and _ taken literally', async () => {
    const card = await createListing(t, t.cookie, c, { title: 'Royal card', translations: hi({ title: 'शाही शादी निमंत्रण', description: 'सुनहरा 50%_छूट' }) });
    const other = await createListing(t, t.cookie, c, { title: 'Trophy', description: 'Gold plated shaadi gift' });
    const found = async (q: string) => (await (await t.app.inject({ url: `/api/listings?q=${encodeURIComponent(q)}` })).json()).map((l: Listing) => l._id);
    expect(await found('निमंत्रण')).toEqual([card._id]);
    expect(await found('50%_छूट')).toEqual([card._id]);
    expect(await found('%')).toEqual([card._id]);
    expect(await found('ROYAL')).toEqual([card._id]);
    expect(await found('shaadi')).toEqual([other._id]);
    // Transliteration is not matching: शादी is not shaadi.
    expect(await found('शादी')).toEqual([card._id]);
    expect(await found('नहीं')).toEqual([]);
  });
});
