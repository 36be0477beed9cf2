import { describe, expect, it } from 'vitest';
import { asciiDigits } from './digits.ts';
import { PaymentInputSchema, UtrInputSchema } from './payments.ts';
import { QuoteAnswerSchema, QuoteRequestSchema } from './quotes.ts';

// A Hindi keyboard types Devanagari digits: every typed number must read as the ASCII one.
describe('Devanagari digits', () => {
  it('reads ० to ९ as 0 to 9 and leaves everything else', () => expect(asciiDigits('+९१ ०१२३४-५६७८९ a')).toBe('+91 01234-56789 a'));

  const request = { listingId: 'l1', name: 'Asha', phone: '98220 54321', quantity: '150' };

  it('takes "१५०" as the quantity 150 and "९८२२० ५४३२१" as a phone, stored in ASCII digits', () => {
    const parsed = QuoteRequestSchema.parse({ ...request, quantity: '१५०', phone: '९८२२० ५४३२१' });
    expect(parsed.quantity).toBe(150);
    expect(parsed.phone).toBe('98220 54321');
  });

  it('still refuses a quantity or phone that is not digits', () => {
    expect(QuoteRequestSchema.safeParse({ ...request, quantity: '१५०क' }).success).toBe(false);
    expect(QuoteRequestSchema.safeParse({ ...request, phone: '९८२' }).success).toBe(false);
  });

  it('takes a UTR typed in Devanagari digits as its 12 ASCII digits', () => expect(UtrInputSchema.parse({ utr: ' ४१२३४५६७८९०१ ' }).utr).toBe('412345678901'));

  it('takes amounts and prices in Devanagari digits', () => {
    expect(PaymentInputSchema.parse({ amount: '२५००.५०', method: 'upi' }).amount).toBe('2500.50');
    expect(PaymentInputSchema.parse({ amount: '-२५००', method: 'cash', reason: 'returned' }).amount).toBe('-2500');
    expect(QuoteAnswerSchema.parse({ finalPrice: '४३५०' }).finalPrice).toBe('4350');
  });
});
