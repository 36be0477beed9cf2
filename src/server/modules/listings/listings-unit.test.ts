import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/listings.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { csvOf, exportCsv, postImport, recordsOf } from '../spreadsheet/spreadsheet.test-support.ts';
import { createListing, postListing, putListing, seedCatalogue } from './listings.test-support.ts';

/** Each listing's unit on the bill (issue 28, item 4): a GST UQC code, NOS unless the owner picks another. */
const t = useTestApp();

const UQC_MESSAGE = 'Unit (UQC) must be one of NOS, PCS, SET, BOX, PAC, BDL, ROL, DOZ, PRS, THD, SQM, SQF, MTR, KGS, UNT, OTH.';
const stored = async (id: string) => (await t.app.db.selectFrom('listings').select('uqc').where('id', '=', id).executeTakeFirstOrThrow()).uqc;

describe("a listing's unit (UQC)", () => {
  it('is NOS until chosen, is answered to visitors, and is kept on edit until changed', async () => {
    const c = await seedCatalogue(t);
    const plain = await createListing(t, t.cookie, c);
    expect(plain.uqc).toBe('NOS');
    const boxed = await createListing(t, t.cookie, c, { uqc: 'box' });
    expect([boxed.uqc, await stored(boxed._id)]).toEqual(['BOX', 'BOX']);
    const visitor: Listing = (await t.app.inject({ url: `/api/listings/${boxed._id}` })).json();
    expect(visitor.uqc).toBe('BOX');

    await putListing(t, t.cookie, boxed._id, { title: 'Renamed' });
    expect(await stored(boxed._id)).toBe('BOX');
    const changed = await putListing(t, t.cookie, boxed._id, { uqc: 'SET – sets' });
    expect([changed.statusCode, changed.json().uqc]).toEqual([200, 'SET']);
  });

  it.each([['DOZEN'], ['pieces'], ['NOS\u0000']])('refuses %j with a clear 400, writing nothing', async (wrong) => {
    const c = await seedCatalogue(t);
    const l = await createListing(t, t.cookie, c, { uqc: 'PCS' });
    const edit = await putListing(t, t.cookie, l._id, { uqc: wrong });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(wrong.includes('\u0000') ? 'uqc must not contain NUL characters.' : UQC_MESSAGE);
    expect(await stored(l._id)).toBe('PCS');
    const create = await postListing(t, t.cookie, { title: 'New', category: c.wedding, subcategory: c.weddingPremium, price: '10', uqc: wrong });
    expect(create.statusCode).toBe(400);
    expect(await t.app.db.selectFrom('listings').select('id').execute()).toHaveLength(1);
  });

  it('travels through the CSV both ways; an older sheet without the column keeps it; a wrong one is refused', async () => {
    const c = await seedCatalogue(t);
    const l = await createListing(t, t.cookie, c, { uqc: 'PAC' });
    const records = recordsOf(await exportCsv(t, t.cookie));
    expect(records[0]).toMatchObject({ uqc: 'PAC' });

    const edited = await postImport(t, csvOf([{ ...records[0]!, uqc: 'sqf' }]), { cookie: t.cookie });
    expect([edited.statusCode, edited.json().updated]).toEqual([200, 1]);
    expect(await stored(l._id)).toBe('SQF');
    const again = await postImport(t, csvOf([{ ...records[0]!, uqc: 'SQF' }]), { cookie: t.cookie });
    expect(again.json().unchanged).toBe(1);

    const { uqc: _u, ...old } = records[0]!;
    const older = await postImport(t, csvOf([{ ...old, title: 'From an old sheet' }]), { cookie: t.cookie });
    expect([older.statusCode, older.json().updated]).toEqual([200, 1]);
    expect(await stored(l._id)).toBe('SQF');
    const blank = await postImport(t, csvOf([{ ...records[0]!, id: '', uqc: '' }]), { cookie: t.cookie });
    expect([blank.statusCode, blank.json().created]).toEqual([200, 1]);

    const wrong = await postImport(t, csvOf([{ ...records[0]!, id: '', uqc: 'Litre' }]), { cookie: t.cookie });
    expect([wrong.statusCode, wrong.json().bad]).toEqual([422, [{ row: 2, reasons: [UQC_MESSAGE] }]]);
    const units = await t.app.db.selectFrom('listings').select('uqc').orderBy('created_at').execute();
    expect(units.map((u) => u.uqc)).toEqual(['SQF', 'NOS']);
  });
});
