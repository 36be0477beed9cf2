import { describe, expect, it } from 'vitest';
import { toPaise } from '../money.ts';
import { UPI_ID_MESSAGE, advanceDue, isUpiId, upiAmount, upiPayLink } from './upi.ts';

describe('UPI', () => {
  it.each(['shop@okaxis', 'sharma.graphics@ybl', '9876543210@paytm', 'shri-ganesh_prints@oksbi', 'a1@upi', 'SHOP@HDFCBANK'])('takes %j as a UPI ID', (id) =>
    expect(isUpiId(id)).toBe(true),
  );

  it.each([
    '',
    'shop',
    '@okaxis',
    'shop@',
    'shop@@okaxis',
    'sh op@okaxis',
    'shop@ok axis',
    'shop@ok.axis',
    'shop@1bank',
    'श्री@okaxis',
    '.shop@okaxis',
    'a@b',
    'shop@okaxis&am=1',
  ])('refuses %j', (id) => expect(isUpiId(id)).toBe(false));

  it('builds the link with every parameter, amount in two decimals and spaces as %20', () => {
    const link = upiPayLink({ upiId: 'shop@okaxis', payee: 'Shri Ganesh Prints', amountPaise: toPaise('1250'), orderNumber: 'SGP-2026-27-0042' });
    expect(link).toBe('upi://pay?pa=shop@okaxis&pn=Shri%20Ganesh%20Prints&am=1250.00&cu=INR&tn=SGP-2026-27-0042&tr=SGP-2026-27-0042');
  });

  it('encodes what would break the link: & = + # ? and Devanagari, so each parameter reads back as written', () => {
    const payee = 'Sharma & Sons = 1+1 #2? श्री';
    const link = upiPayLink({ upiId: 'a.b-c_d@icici', payee, amountPaise: 99_950n, orderNumber: 'Q/1 2' });
    expect(link).not.toContain('+');
    expect(link).not.toContain(' ');
    const params = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(Object.fromEntries(params)).toEqual({ pa: 'a.b-c_d@icici', pn: payee, am: '999.50', cu: 'INR', tn: 'Q/1 2', tr: 'Q/1 2' });
  });

  it('writes the payee and the note on one line, without direction overrides, joiners kept', () => {
    const link = upiPayLink({ upiId: 'shop@okaxis', payee: 'Shri\n\u202eGanesh र्\u200d', amountPaise: 100n, orderNumber: 'Q-1\r\nPAID' });
    const params = new URLSearchParams(link.slice('upi://pay?'.length));
    expect([params.get('pn'), params.get('tn'), params.get('tr')]).toEqual(['Shri Ganesh र्\u200d', 'Q-1 PAID', 'Q-1 PAID']);
    expect(upiPayLink({ upiId: 'shop@okaxis', payee: '\n\u202e', amountPaise: 100n, orderNumber: 'Q-1' })).toContain('pn=shop@okaxis&');
  });

  it('refuses a link without a valid UPI ID or amount', () => {
    const good = { upiId: 'shop@okaxis', payee: 'Shop', amountPaise: 100n, orderNumber: 'Q-1' };
    expect(() => upiPayLink({ ...good, upiId: 'shop' })).toThrow(UPI_ID_MESSAGE);
    expect(() => upiPayLink({ ...good, amountPaise: 0n })).toThrow('above zero');
  });

  it.each<[bigint, string]>([
    [1n, '0.01'],
    [100n, '1.00'],
    [123456789n, '1234567.89'],
  ])('writes %i paise as am=%s', (paise, am) => expect(upiAmount(paise)).toBe(am));

  it.each<[string, number, string]>([
    ['1000', 50, '500'],
    ['1249.50', 50, '625'], // 624.75 → up
    ['1249', 50, '625'], // 624.50 → half up
    ['1247', 50, '624'], // 623.50 → half up to 624
    ['1246.98', 50, '623'], // 623.49 → down
    ['999', 33, '330'], // 329.67
    ['0', 50, '0'],
    ['5000', 0, '0'],
    ['5000', 100, '5000'],
    ['1.50', 100, '1.50'], // ₹2 rounded would ask more than the price
    ['99999999.99', 50, '50000000'],
  ])('advance on ₹%s at %i%% is ₹%s (rounded half up to the rupee)', (price, percent, due) => expect(advanceDue(toPaise(price), percent)).toBe(toPaise(due)));

  it.each([-1, 101, 12.5, Number.NaN])('refuses an advance percentage of %d', (percent) =>
    expect(() => advanceDue(100_000n, percent)).toThrow('whole number from 0 to 100'),
  );
});
