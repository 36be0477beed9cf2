import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEDDING_SELLING } from '../../../contract/selling-samples.ts';
import { createListing, openShop, postListing, putListing, type ShopTestApp } from './listings.test-support.ts';

// Sent out of order and in upper case: answered sorted and lower-cased.
const TIERS = [...WEDDING_SELLING.priceTiers].reverse();
const OPTIONS = WEDDING_SELLING.options;
const FIELDS = WEDDING_SELLING.fields.map((f) => ({ ...f, colour: f.colour.toUpperCase() }));

let t: ShopTestApp;
beforeAll(async () => {
  t = await openShop();
});
afterAll(() => t?.close());

const base = () => ({ title: 'Royal Invite', category: t.catalogue.wedding, subcategory: t.catalogue.weddingPremium, price: '20' });

describe('what a listing sells, through the listing calls', () => {
  it('answers [] for each list when none was given', async () => {
    const listing = await createListing(t, t.cookie, t.catalogue);
    expect(listing).toMatchObject({ priceTiers: [], options: [], fields: [] });
  });

  it('stores tiers, options and zones sent as JSON text, answers them as lists (tiers sorted, colours lower-case) on every read', async () => {
    const created = await createListing(t, t.cookie, t.catalogue, {
      priceTiers: JSON.stringify(TIERS),
      options: JSON.stringify(OPTIONS),
      fields: JSON.stringify(FIELDS),
    });
    const expected = { priceTiers: [TIERS[1], TIERS[0]], options: OPTIONS, fields: [{ ...FIELDS[0], colour: '#7a1020' }] };
    expect(created).toMatchObject(expected);
    expect((await t.app.inject({ method: 'GET', url: `/api/listings/${created._id}` })).json()).toMatchObject(expected);
    const all = (await t.app.inject({ method: 'GET', url: '/api/listings' })).json() as { _id: string }[];
    expect(all.find((l) => l._id === created._id)).toMatchObject(expected);
  });

  it('keeps them when an edit leaves them out, and clears one sent as []', async () => {
    const created = await createListing(t, t.cookie, t.catalogue, { priceTiers: JSON.stringify(TIERS), options: JSON.stringify(OPTIONS) });
    const kept = await putListing(t, t.cookie, created._id, { title: 'Renamed' });
    expect(kept.json()).toMatchObject({ title: 'Renamed', priceTiers: [TIERS[1], TIERS[0]], options: OPTIONS });
    const cleared = await putListing(t, t.cookie, created._id, { options: '[]' });
    expect(cleared.json()).toMatchObject({ priceTiers: [TIERS[1], TIERS[0]], options: [] });
  });

  it.each([
    ['priceTiers', 'not json', 'priceTiers must be JSON.'],
    ['priceTiers', '[{"minQty":"ten","unitPrice":"5"}]', 'minQty must be a whole number from 1 to 1000000.'],
    ['options', '[{"name":"Foil","choices":[]}]', 'An option needs at least one choice.'],
    ['fields', '[{"key":"x","label":"X","x":0.9,"y":0,"w":0.5,"h":0.1}]', 'The zone x must lie inside the image.'],
    ['fields', '{"key":"x"}', 'fields must be a list of {key, label, x, y, w, h, align, colour}.'],
  ])('refuses %s = %s with a 400 that says why, and stores nothing', async (key, value, message) => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/listings' })).json().length;
    const res = await postListing(t, t.cookie, { ...base(), [key]: value });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect((await t.app.inject({ method: 'GET', url: '/api/listings' })).json().length).toBe(before);
  });

  it('records the lists in the activity log as readable lines', async () => {
    const created = await createListing(t, t.cookie, t.catalogue, { options: JSON.stringify(OPTIONS) });
    const audit = await t.app.inject({ method: 'GET', url: '/api/audit?entity=listing', headers: { cookie: t.cookie } });
    expect(audit.statusCode).toBe(200);
    const entry = audit.json().result.find((e: { recordId: string }) => e.recordId === created._id);
    expect(entry.changes.options.after).toEqual(OPTIONS.map((o) => JSON.stringify(o)));
  });
});
