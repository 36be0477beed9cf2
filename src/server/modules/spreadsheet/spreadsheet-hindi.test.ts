import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/listings.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { createListing, seedCatalogue } from '../listings/listings.test-support.ts';
import { csvOf, exportCsv, postImport, recordsOf } from './spreadsheet.test-support.ts';

const t = useTestApp();
// As the owner reads them (with what a listing costs the shop), to compare with what the owner's saves answered.
const listings = async (): Promise<Listing[]> => (await t.app.inject({ url: '/api/listings', headers: { cookie: t.cookie } })).json();
const byTitle = async () => new Map((await listings()).map((l) => [l.title, l]));

describe('the Hindi columns of the listings spreadsheet (issue 19)', () => {
  it('exports title_hi and description_hi; the export imported back changes nothing', async () => {
    const c = await seedCatalogue(t);
    await createListing(t, t.cookie, c, { title: 'Royal', translations: JSON.stringify({ hi: { title: '=शाही, "कार्ड"', description: 'पंक्ति एक\nपंक्ति दो' } }) });
    await createListing(t, t.cookie, c, { title: 'Plain' });
    const records = recordsOf(await exportCsv(t, t.cookie));
    const royal = records.find((r) => r.title === 'Royal')!;
    // A cell Excel would run is guarded as every other cell is.
    expect(royal).toMatchObject({ title_hi: `'=शाही, "कार्ड"` });
    expect(royal.description_hi).toMatch(/^पंक्ति एक\r?\nपंक्ति दो$/);
    expect(records.find((r) => r.title === 'Plain')).toMatchObject({ title_hi: '', description_hi: '' });

    const before = await listings();
    const res = await postImport(t, csvOf(records), { cookie: t.cookie });
    expect(res.json()).toMatchObject({ rows: 2, updated: 0, unchanged: 2, bad: [] });
    expect(await listings()).toEqual(before);
  });

  it('a sheet of just id,title_hi fills those Hindi titles and changes nothing else', async () => {
    const c = await seedCatalogue(t);
    const royal = await createListing(t, t.cookie, c, { title: 'Royal', description: 'Gold', translations: JSON.stringify({ hi: { description: 'सुनहरा' } }) });
    const plain = await createListing(t, t.cookie, c, { title: 'Plain', price: '99.50' });
    const untouched = await createListing(t, t.cookie, c, { title: 'Untouched', translations: JSON.stringify({ hi: { title: 'अछूता' } }) });
    const sheet = csvOf(
      [
        { id: royal._id, title_hi: 'शाही निमंत्रण <b>' },
        { id: plain._id, title_hi: 'सादा' },
      ],
      ['id', 'title_hi'],
    );
    const res = await postImport(t, sheet, { cookie: t.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rows: 2, created: 0, updated: 2, bad: [] });
    const after = await byTitle();
    expect(after.get('Royal')!.translations).toEqual({ hi: { title: 'शाही निमंत्रण <b>', description: 'सुनहरा' } });
    expect(after.get('Plain')!.translations).toEqual({ hi: { title: 'सादा' } });
    const same = (l: Listing) => ({ ...l, translations: undefined, updatedAt: undefined });
    expect(same(after.get('Royal')!)).toEqual(same(royal));
    expect(same(after.get('Plain')!)).toEqual(same(plain));
    expect(after.get('Untouched')).toEqual(untouched);

    // The same sheet again changes nothing; a blank cell clears that one translation.
    expect((await postImport(t, sheet, { cookie: t.cookie })).json()).toMatchObject({ updated: 0, unchanged: 2 });
    await postImport(t, csvOf([{ id: plain._id, title_hi: '' }], ['id', 'title_hi']), { cookie: t.cookie });
    expect((await byTitle()).get('Plain')!.translations).toEqual({});
  });

  it('names the row of a Hindi title that is too long, and imports nothing', async () => {
    const c = await seedCatalogue(t);
    const royal = await createListing(t, t.cookie, c, { title: 'Royal' });
    const res = await postImport(t, csvOf([{ id: royal._id, title_hi: 'क'.repeat(201) }], ['id', 'title_hi']), { cookie: t.cookie });
    expect(res.statusCode).toBe(422);
    expect(res.json().bad).toEqual([{ row: 2, reasons: ['Title in Hindi must be at most 200 characters.'] }]);
    expect((await listings())[0]).toEqual(royal);
  });
});
