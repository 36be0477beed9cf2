import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { DEFAULT_BILLING_SETTINGS } from '../../../contract/billing-settings.ts';

const t = useTestApp();

/** A shop in Bengaluru (29 = Karnataka), billing with GST. */
const SHOP = {
  upiId: 'vinayaka.prints@okicici',
  upiName: 'श्री विनायक प्रिंट्स',
  advancePercent: 40,
  gstMode: 'regular',
  gstin: '29AAGCB7383J1Z4',
  legalName: 'श्री विनायक प्रिंट्स प्रा. लि.',
  address: '12, क्षेत्र रोड, Jayanagar, Bengaluru 560041',
  state: 'Karnataka',
  numberPrefix: 'SVP',
  defaultHsn: '4911',
  defaultGstRate: '18',
};
/** The answer beside the settings: saved once (the setup checklist's GST step). */
const SAVED = { ...SHOP, saved: true };

const read = (cookie = t.cookie) => t.app.inject({ method: 'GET', url: '/api/settings/billing', headers: cookie ? { cookie } : {} });
const save = (payload: unknown, cookie = t.cookie) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/billing', headers: cookie ? { cookie } : {}, payload: payload as object });
const trail = async () => (await t.app.inject({ method: 'GET', url: '/api/audit?entity=billing-settings', headers: { cookie: t.cookie } })).json().result;

describe('billing settings', () => {
  it('start as a plain bill with a 50% advance, and keep what the owner saves, Devanagari included', async () => {
    const fresh = await read();
    expect([fresh.statusCode, fresh.headers['cache-control'], fresh.json()]).toEqual([200, 'no-store', { ...DEFAULT_BILLING_SETTINGS, saved: false }]);
    const saved = await save({ ...SHOP, gstin: '29aagcb7383j1z4', state: 'karnataka' });
    expect([saved.statusCode, saved.json()]).toEqual([200, SAVED]);
    expect((await read()).json()).toEqual(SAVED);
  });

  it('record who changed what in the audit trail, and nothing for a save without a change', async () => {
    await save(SHOP);
    await save(SHOP);
    await save({ ...SHOP, advancePercent: '25', numberPrefix: 'bill' });
    const entries = await trail();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'update',
      userName: 'owner',
      label: 'Billing',
      changes: { advancePercent: { before: 40, after: 25 }, numberPrefix: { before: 'SVP', after: 'BILL' } },
    });
    expect(Object.keys(entries[0].changes)).toEqual(['advancePercent', 'numberPrefix']);
    expect(entries[1].changes.gstin).toEqual({ before: '', after: '29AAGCB7383J1Z4' });
  });

  it.each([
    [{ gstin: '29AAGCB7383J1Z5' }, 'This GSTIN’s last character (the check digit) does not match: please check it for a typing mistake.'],
    [{ state: 'Maharashtra' }, 'The GSTIN is registered in Karnataka: the state must be Karnataka.'],
    [{ upiId: 'vinayaka prints' }, 'UPI ID must look like name@bank, for example shop@okaxis.'],
    [{ numberPrefix: 'VINAYK' }, 'The bill number prefix may be at most 5 characters, so that numbers stay within 16.'],
    [{ legalName: 'Vinayaka\u0000' }, 'Text must not contain NUL characters.'],
    [{ address: ['12', 'Road'] }, 'Address must be text.'],
    [{ advancePercent: '' }, 'Advance must be a whole percentage from 0 to 100.'],
    [{ gstMode: 'composition', gstin: '' }, 'A tax invoice or a bill of supply needs the shop’s GSTIN.'],
    [{ defaultGstRate: '' }, 'A tax invoice needs the shop’s default GST rate: the rate of every item whose listing and category set none.'],
    [{ defaultGstRate: undefined }, 'A tax invoice needs the shop’s default GST rate: the rate of every item whose listing and category set none.'],
  ])('refuse %j with its message, changing nothing and recording nothing', async (wrong, message) => {
    await save(SHOP);
    const res = await save({ ...SHOP, ...wrong });
    expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    expect((await read()).json()).toEqual(SAVED);
    expect(await trail()).toHaveLength(1);
  });

  it('refuse a body that is no form', async () => {
    for (const payload of ['null', '"gstin"', '[1]']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/settings/billing',
        headers: { cookie: t.cookie, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await read()).json().gstMode).toBe('none');
  });

  it('keep one row when two saves arrive at once: the last one wins whole, never a mix', async () => {
    const a = { ...SHOP, upiId: 'first@okaxis', advancePercent: 10 };
    const b = { ...SHOP, upiId: 'second@ybl', advancePercent: 90 };
    const [ra, rb] = await Promise.all([save(a), save(b)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const now = (await read()).json();
    expect([a, b].map((x) => ({ ...x, saved: true }))).toContainEqual(now);
    expect(await t.app.db.selectFrom('billing_settings').select('id').execute()).toHaveLength(1);
  });

  it('need the session', async () => {
    expect((await read('')).statusCode).toBe(401);
    expect((await save(SHOP, '')).statusCode).toBe(401);
    expect((await read()).json().upiId).toBe('');
  });
});
