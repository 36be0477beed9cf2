import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/listings.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { csvOf, exportCsv, postImport, recordsOf } from '../spreadsheet/spreadsheet.test-support.ts';
import { createListing, postListing, putListing, seedCatalogue } from './listings.test-support.ts';

/** Each listing's HSN code and GST rate (issue 18, item 1): for the GST bill, set by the owner. */
const t = useTestApp();

const HSN_MESSAGE = 'HSN code must be 4, 6 or 8 digits (such as 4911), or a SAC code of 6 digits starting 99 (such as 998912); or blank.';
const RATE_MESSAGE = 'GST rate must be a percentage such as 0, 5, 12, 18 or 28 (at most three decimals).';
const stored = async (id: string) => t.app.db.selectFrom('listings').select(['hsn', 'gst_rate']).where('id', '=', id).executeTakeFirstOrThrow();

describe("a listing's HSN code and GST rate", () => {
  it('are blank until the owner sets them, and are answered to the owner and to visitors alike', async () => {
    const c = await seedCatalogue(t);
    const plain = await createListing(t, t.cookie, c);
    expect([plain.hsn, plain.gstRate]).toEqual(['', '']);
    const set = await createListing(t, t.cookie, c, { hsn: ' 4911 10 ', gstRate: '18.0 %' });
    expect([set.hsn, set.gstRate]).toEqual(['491110', '18']);
    expect(await stored(set._id)).toEqual({ hsn: '491110', gst_rate: '18' });
    const visitor: Listing = (await t.app.inject({ url: `/api/listings/${set._id}` })).json();
    expect([visitor.hsn, visitor.gstRate]).toEqual(['491110', '18']);
  });

  it('change on edit, stay when the form leaves them out, and clear when sent blank', async () => {
    const c = await seedCatalogue(t);
    const l = await createListing(t, t.cookie, c, { hsn: '4911', gstRate: '12' });
    const changed = await putListing(t, t.cookie, l._id, { hsn: '95059090', gstRate: '2.5' });
    expect([changed.statusCode, changed.json().hsn, changed.json().gstRate]).toEqual([200, '95059090', '2.5']);
    await putListing(t, t.cookie, l._id, { title: 'Renamed' });
    expect(await stored(l._id)).toEqual({ hsn: '95059090', gst_rate: '2.5' });
    await putListing(t, t.cookie, l._id, { hsn: '', gstRate: '' });
    expect(await stored(l._id)).toEqual({ hsn: '', gst_rate: '' });
  });

  it.each([
    [{ hsn: '491' }, HSN_MESSAGE],
    [{ hsn: '491110123' }, HSN_MESSAGE],
    [{ hsn: '49111' }, HSN_MESSAGE],
    [{ hsn: '4911101' }, HSN_MESSAGE],
    [{ hsn: '49II' }, HSN_MESSAGE],
    [{ hsn: '४९११' }, HSN_MESSAGE],
    [{ hsn: '4911\u0000' }, 'hsn must not contain NUL characters.'],
    [{ gstRate: 'eighteen' }, RATE_MESSAGE],
    [{ gstRate: '101' }, RATE_MESSAGE],
    [{ gstRate: '-5' }, RATE_MESSAGE],
    [{ gstRate: '0.1255' }, RATE_MESSAGE],
    [{ gstRate: '1e1' }, RATE_MESSAGE],
  ])('refuse %j with a message, writing nothing', async (wrong, message) => {
    const c = await seedCatalogue(t);
    const l = await createListing(t, t.cookie, c, { hsn: '4911', gstRate: '18' });
    const edit = await putListing(t, t.cookie, l._id, wrong);
    expect([edit.statusCode, edit.json().message]).toEqual([400, message]);
    expect(await stored(l._id)).toEqual({ hsn: '4911', gst_rate: '18' });
    const create = await postListing(t, t.cookie, { title: 'New', category: c.wedding, subcategory: c.weddingPremium, price: '10', ...wrong });
    expect([create.statusCode, create.json().message]).toEqual([400, message]);
    expect(await t.app.db.selectFrom('listings').select('id').execute()).toHaveLength(1);
  });

  it('travel through the CSV both ways, and an older CSV without the columns keeps them', async () => {
    const c = await seedCatalogue(t);
    const l = await createListing(t, t.cookie, c, { hsn: '4911', gstRate: '12' });
    const records = recordsOf(await exportCsv(t, t.cookie));
    expect(Object.keys(records[0]!)).toEqual(expect.arrayContaining(['hsn', 'gstRate']));
    expect(records[0]).toMatchObject({ hsn: '4911', gstRate: '12' });

    const edited = await postImport(t, csvOf([{ ...records[0]!, hsn: '491110', gstRate: '5' }]), { cookie: t.cookie });
    expect([edited.statusCode, edited.json().updated]).toEqual([200, 1]);
    expect(await stored(l._id)).toEqual({ hsn: '491110', gst_rate: '5' });

    // A sheet saved before issue 18: no hsn, no gstRate columns.
    const { hsn: _h, gstRate: _g, ...old } = records[0]!;
    const older = await postImport(t, csvOf([{ ...old, title: 'From an old sheet' }]), { cookie: t.cookie });
    expect([older.statusCode, older.json().updated]).toEqual([200, 1]);
    expect(await stored(l._id)).toEqual({ hsn: '491110', gst_rate: '5' });
    const added = await postImport(t, csvOf([{ ...old, id: '' }]), { cookie: t.cookie });
    expect([added.statusCode, added.json().created]).toEqual([200, 1]);
  });

  it('refuse a wrong code in a CSV row with the form’s message, and import nothing', async () => {
    const c = await seedCatalogue(t);
    await createListing(t, t.cookie, c);
    const [row] = recordsOf(await exportCsv(t, t.cookie));
    const res = await postImport(t, csvOf([{ ...row!, id: '', hsn: '12', gstRate: '18%' }]), { cookie: t.cookie });
    expect([res.statusCode, res.json().bad]).toEqual([422, [{ row: 2, reasons: [HSN_MESSAGE] }]]);
    expect(await t.app.db.selectFrom('listings').select('id').execute()).toHaveLength(1);
  });
});
