import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billAmounts } from '../../../contract/billing/gst-lines.ts';
import { toPaise } from '../../../contract/money.ts';
import type { InvoiceModel } from '../billing/invoice-contents.ts';
import { amountsOf, linesForPrice, modelFromJson } from './invoice-model.ts';

const item = (gstRate: string) => ({ description: 'Wedding card', hsn: '4909', gstRate });

describe('a bill for a price quoted with GST in it', () => {
  it('works the taxable value back from the price: ₹1,180 at 18% is ₹1,000 + ₹180', () => {
    const { lines, roundOffPaise } = linesForPrice({ mode: 'regular', item: item('18'), quantity: 200, pricePaise: toPaise('1180'), shopState: '27' });
    expect(lines).toEqual([{ ...item('18'), quantity: 200, unitPaise: 500n }]);
    expect(roundOffPaise).toBe(0n);
  });

  it('without GST the price is the taxable value, split into whole paise a piece', () => {
    const { lines, roundOffPaise } = linesForPrice({ mode: 'none', item: item('18'), quantity: 3, pricePaise: 1000n, shopState: '27' });
    expect(lines.map((l) => [l.quantity, l.unitPaise])).toEqual([
      [2, 333n],
      [1, 334n],
    ]);
    expect(roundOffPaise).toBe(0n);
  });

  // What could go wrong: a bill that does not come to the price the customer agreed to, or a round off larger than rounding.
  it('always comes to the quoted price, with a round off of at most a paisa or two', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 100_000_000n }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom('0', '3', '5', '12', '18', '28'),
        fc.constantFrom('27', '29'),
        (pricePaise, quantity, rate, customerState) => {
          const { lines, roundOffPaise } = linesForPrice({ mode: 'regular', item: item(rate), quantity, pricePaise, shopState: '27', customerState });
          const bill = billAmounts({ mode: 'regular', shopState: '27', customerState, lines });
          if (!bill.ok) throw new Error(bill.error);
          expect(bill.bill.totalPaise + roundOffPaise).toBe(pricePaise);
          expect(roundOffPaise <= 2n && roundOffPaise >= -2n).toBe(true);
          expect(lines.reduce((n, l) => n + l.quantity, 0)).toBe(quantity);
        },
      ),
    );
  });

  // What could go wrong: CGST and SGST a paisa apart on a tax-inclusive price (405.81 and 405.79 on one
  // bill), which the GST return refuses; or a round off that is more than rounding.
  it('prints CGST and SGST equal, and taxable + taxes + round off is the price exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 1_000_000_000n }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom('0', '0.25', '3', '5', '12', '18', '28'),
        fc.constantFrom('27', '29'),
        (pricePaise, quantity, rate, customerState) => {
          const priced = linesForPrice({ mode: 'regular', item: item(rate), quantity, pricePaise, shopState: '27', customerState });
          const model = { mode: 'regular', shop: { state: '27' }, customer: { state: customerState }, ...priced } as unknown as InvoiceModel;
          const a = amountsOf(model);
          expect(a.cgstPaise).toBe(a.sgstPaise);
          expect(a.taxablePaise + a.cgstPaise + a.sgstPaise + a.igstPaise + a.roundOffPaise).toBe(pricePaise);
          expect(a.grandTotalPaise).toBe(pricePaise);
          expect(a.roundOffPaise > -100n && a.roundOffPaise < 100n).toBe(true);
        },
      ),
    );
  });

  it('keeps an older bill adding up as it was printed, CGST taking the odd paisa', () => {
    const older = { mode: 'regular', shop: { state: '27' }, customer: {}, lines: [{ ...item('5'), quantity: 1, unitPaise: 69n }], roundOffPaise: 0n };
    const a = amountsOf(
      modelFromJson(
        JSON.stringify({
          ...older,
          roundOffPaise: '0',
          lines: [{ ...older.lines[0], unitPaise: '69' }],
          advanceReceivedPaise: '0',
          shop: older.shop,
          date: new Date(0).toISOString(),
        }),
        false,
      ),
    );
    expect([a.cgstPaise, a.sgstPaise]).toEqual([2n, 1n]);
  });
});
