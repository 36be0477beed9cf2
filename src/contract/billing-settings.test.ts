import { describe, expect, it } from 'vitest';
import { BillingSettingsInputSchema } from './billing-settings.ts';

/** A shop in Pune with a real-shaped GSTIN (27 = Maharashtra, check digit V). */
const PUNE_SHOP = {
  upiId: 'shreeganesh@okaxis',
  upiName: 'Shree Ganesh Printers',
  advancePercent: 50,
  gstMode: 'regular',
  gstin: '27AAPFU0939F1ZV',
  legalName: 'Shree Ganesh Printers',
  address: 'Shop 4, Laxmi Road, Pune 411030',
  state: 'Maharashtra',
  numberPrefix: 'SGP',
  defaultHsn: '4911',
  defaultGstRate: '18',
};

const parse = (over: Record<string, unknown>) => BillingSettingsInputSchema.safeParse({ ...PUNE_SHOP, ...over });
const messages = (over: Record<string, unknown>) => {
  const r = parse(over);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('billing settings input', () => {
  it('takes a whole form, writing the GSTIN in capitals without spaces and the state as GST names it', () => {
    const r = parse({ gstin: ' 27aapfu0939f1zv ', state: 'maharashtra', numberPrefix: 'inv', advancePercent: '30' });
    expect(r.success && r.data).toEqual({ ...PUNE_SHOP, gstin: '27AAPFU0939F1ZV', state: 'Maharashtra', numberPrefix: 'INV', advancePercent: 30 });
  });

  // Issue 28: a tax invoice without a rate for an item was refused at the first "Make bill", for each listing.
  it("asks for the shop's default GST rate with a tax invoice, and checks the default HSN or SAC code", () => {
    const needed = 'A tax invoice needs the shop’s default GST rate: the rate of every item whose listing and category set none.';
    expect(messages({ defaultGstRate: '' })).toEqual([['defaultGstRate', needed]]);
    expect(messages({ defaultGstRate: undefined, defaultHsn: undefined })).toEqual([['defaultGstRate', needed]]);
    expect(parse({ gstMode: 'composition', defaultGstRate: '' }).success).toBe(true);
    expect(parse({ defaultGstRate: '12 %', defaultHsn: '9989 12' }).data).toMatchObject({ defaultGstRate: '12', defaultHsn: '998912' });
    expect(messages({ defaultGstRate: 'twelve' })).toEqual([
      ['defaultGstRate', 'GST rate must be a percentage such as 0, 5, 12, 18 or 28 (at most three decimals).'],
    ]);
    expect(messages({ defaultHsn: '49111' })[0]?.[0]).toBe('defaultHsn');
  });

  it('takes the state from the GSTIN when it is left blank, and a state code as its name', () => {
    expect(parse({ state: '' }).data?.state).toBe('Maharashtra');
    expect(parse({ gstin: '29AAGCB7383J1Z4', state: '29' }).data?.state).toBe('Karnataka');
  });

  it('refuses a GSTIN whose check digit is wrong, saying so', () => {
    expect(messages({ gstin: '27AAPFU0939F1ZW' })).toEqual([
      ['gstin', 'This GSTIN’s last character (the check digit) does not match: please check it for a typing mistake.'],
    ]);
  });

  it('refuses a state other than the one the GSTIN is registered in', () => {
    expect(messages({ state: 'Karnataka' })).toEqual([['state', 'The GSTIN is registered in Maharashtra: the state must be Maharashtra.']]);
    expect(messages({ gstin: '', gstMode: 'none', state: 'Atlantis' })).toEqual([
      ['state', 'State must be the name of an Indian state or union territory, such as Maharashtra.'],
    ]);
  });

  it('asks for a GSTIN for a tax invoice or a bill of supply, not for a plain bill', () => {
    expect(messages({ gstin: '', gstMode: 'composition' })).toEqual([['gstin', 'A tax invoice or a bill of supply needs the shop’s GSTIN.']]);
    expect(parse({ gstin: '', gstMode: 'none', state: '' }).data).toMatchObject({ gstin: '', state: '' });
    expect(messages({ gstMode: 'gst' })).toEqual([['gstMode', 'gstMode must be one of: regular, composition, none.']]);
  });

  it.each(['shop', 'shop@', '@okaxis', 'shop@ok axis', 'shop@@okaxis', 'shop@1bank', 'दुकान@okaxis'])('refuses the UPI ID %j', (upiId) => {
    expect(messages({ upiId })).toEqual([['upiId', 'UPI ID must look like name@bank, for example shop@okaxis.']]);
  });

  it.each(['9876543210@ybl', 'shree.ganesh-1@okhdfcbank', 'a_b@paytm', ''])('takes the UPI ID %j', (upiId) => {
    expect(parse({ upiId }).success).toBe(true);
  });

  it('refuses a number prefix past five characters or with other signs, and takes a blank one', () => {
    expect(messages({ numberPrefix: 'BILLS1' })).toEqual([
      ['numberPrefix', 'The bill number prefix may be at most 5 characters, so that numbers stay within 16.'],
    ]);
    expect(messages({ numberPrefix: 'IN/V' })).toEqual([['numberPrefix', 'The bill number prefix may hold only letters, digits and "-".']]);
    expect(parse({ numberPrefix: 'sg-26' }).data?.numberPrefix).toBe('SG-26');
    expect(parse({ numberPrefix: '' }).data?.numberPrefix).toBe('');
  });

  it.each([[''], [null], [true], ['50%'], [50.5], [-1], [101], [[]]])('refuses the advance %j', (advancePercent) => {
    expect(messages({ advancePercent })).toEqual([['advancePercent', 'Advance must be a whole percentage from 0 to 100.']]);
  });

  it('refuses NUL and hostile types in any text, and over-long texts', () => {
    expect(messages({ legalName: 'Shree\u0000Ganesh' })).toEqual([['legalName', 'Text must not contain NUL characters.']]);
    expect(messages({ address: { $gt: '' } })).toEqual([['address', 'Address must be text.']]);
    expect(messages({ upiName: 'x'.repeat(101) })).toEqual([['upiName', 'Payee name must be at most 100 characters.']]);
    expect(BillingSettingsInputSchema.safeParse(null).success).toBe(false);
    expect(BillingSettingsInputSchema.safeParse('gstin').success).toBe(false);
  });

  it('keeps markup and Devanagari as they were typed (the pages escape them)', () => {
    const r = parse({ legalName: 'श्री गणेश प्रिंटर्स <b>', address: 'दुकान क्र. ४, लक्ष्मी रोड, पुणे ४११०३०', upiName: 'श्री क्षमा' });
    expect(r.data).toMatchObject({ legalName: 'श्री गणेश प्रिंटर्स <b>', address: 'दुकान क्र. ४, लक्ष्मी रोड, पुणे ४११०३०', upiName: 'श्री क्षमा' });
  });
});
