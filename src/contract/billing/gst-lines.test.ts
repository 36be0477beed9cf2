import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPaise } from '../money.ts';
import { billAmounts, type BillInput, type BillLineInput } from './gst-lines.ts';
import { rateMillis } from './gst-rate.ts';

const line = (over: Partial<BillLineInput> = {}): BillLineInput => ({
  description: 'Wedding card',
  hsn: '4909',
  quantity: 100,
  unitPaise: toPaise('25'),
  gstRate: '18',
  ...over,
});

function bill(input: Partial<BillInput> & { lines?: BillLineInput[] }) {
  const result = billAmounts({ mode: 'regular', shopState: '27', lines: [line()], ...input });
  if (!result.ok) throw new Error(result.error);
  return result.bill;
}

describe('GST on a bill', () => {
  it('within the state: CGST and SGST at half the rate each', () => {
    const b = bill({ customerState: 'Maharashtra' });
    expect(b.interState).toBe(false);
    expect(b.placeOfSupply).toEqual({ code: '27', name: 'Maharashtra' });
    expect(b.lines[0]!.taxes).toEqual([
      { kind: 'CGST', rate: '9', paise: 22_500n },
      { kind: 'SGST', rate: '9', paise: 22_500n },
    ]);
    expect([b.taxablePaise, b.cgstPaise, b.sgstPaise, b.igstPaise, b.totalPaise]).toEqual([250_000n, 22_500n, 22_500n, 0n, 295_000n]);
  });

  it('without the customer’s state, a registered customer is in the state of their GSTIN', () => {
    expect(bill({ customerGstin: '29AABCU9603R1ZJ' }).placeOfSupply.name).toBe('Karnataka');
    expect(bill({ customerGstin: '29AABCU9603R1ZJ' }).interState).toBe(true);
    // A state given for the delivery wins over the GSTIN's.
    expect(bill({ customerGstin: '29AABCU9603R1ZJ', customerState: 'Maharashtra' }).interState).toBe(false);
  });

  it('without the customer’s state, the sale is within the shop’s state', () => {
    expect(bill({}).interState).toBe(false);
    expect(bill({ customerState: '' }).placeOfSupply.name).toBe('Maharashtra');
  });

  it('across states: IGST at the full rate, place of supply is the customer’s state', () => {
    const b = bill({ customerState: 'Karnataka' });
    expect(b.interState).toBe(true);
    expect(b.placeOfSupply).toEqual({ code: '29', name: 'Karnataka' });
    expect(b.taxes).toEqual([{ kind: 'IGST', rate: '18', paise: 45_000n }]);
    expect([b.cgstPaise, b.sgstPaise, b.igstPaise, b.totalPaise]).toEqual([0n, 0n, 45_000n, 295_000n]);
  });

  it('rounds CGST and SGST each at half the rate, so the two are always equal', () => {
    // ₹0.75 at 2.5% = 1.875 paise → 2; ₹0.70 at 2.5% = 1.75 → 2; ₹0.69 at 2.5% = 1.725 → 2; ₹0.60 at 2.5% = 1.5 → 2 (half up).
    const b = bill({
      lines: [
        line({ quantity: 1, unitPaise: 75n, gstRate: '5' }),
        line({ quantity: 1, unitPaise: 70n, gstRate: '5' }),
        line({ quantity: 1, unitPaise: 69n, gstRate: '5' }),
        line({ quantity: 1, unitPaise: 60n, gstRate: '5' }),
      ],
    });
    expect(b.lines.map((l) => l.taxes.map((t) => t.paise))).toEqual([
      [2n, 2n],
      [2n, 2n],
      [2n, 2n],
      [2n, 2n],
    ]);
    expect(b.lines[0]!.taxes.map((t) => t.rate)).toEqual(['2.5', '2.5']);
    expect(b.taxes).toEqual([
      { kind: 'CGST', rate: '2.5', paise: 8n },
      { kind: 'SGST', rate: '2.5', paise: 8n },
    ]);
    expect(b.totalPaise).toBe(75n + 70n + 69n + 60n + 16n);
  });

  it('still adds up a bill made when CGST took the odd paisa', () => {
    const b = billAmounts({
      mode: 'regular',
      shopState: '27',
      customerState: '27',
      cgstTakesOddPaisa: true,
      lines: [line({ quantity: 1, unitPaise: 69n, gstRate: '5' })],
    });
    if (!b.ok) throw new Error(b.error);
    expect(b.bill.taxes.map((t) => t.paise)).toEqual([2n, 1n]);
  });

  it('sums the tax by kind and rate in the order rates first appear', () => {
    const b = bill({
      customerState: '07',
      lines: [
        line({ gstRate: '12' }),
        line({ description: 'ID card', hsn: '4911', gstRate: '18', quantity: 3, unitPaise: 15_050n }),
        line({ gstRate: '12', quantity: 1 }),
      ],
    });
    expect(b.taxes).toEqual([
      { kind: 'IGST', rate: '12', paise: 30_000n + 300n },
      { kind: 'IGST', rate: '18', paise: 8127n }, // 45,150 × 18% = 8,127
    ]);
    expect(b.totalPaise).toBe(b.taxablePaise + b.igstPaise);
  });

  it('takes any rate the owner sets, including 0 and decimals, and halves it exactly', () => {
    expect(bill({ lines: [line({ gstRate: '0' })] }).lines[0]!.taxes).toEqual([
      { kind: 'CGST', rate: '0', paise: 0n },
      { kind: 'SGST', rate: '0', paise: 0n },
    ]);
    expect(bill({ lines: [line({ gstRate: '0.25', quantity: 1, unitPaise: 100_000n })] }).lines[0]!.taxes.map((t) => [t.rate, t.paise])).toEqual([
      ['0.125', 125n],
      ['0.125', 125n],
    ]);
    expect(bill({ lines: [line({ gstRate: '0.125', quantity: 1, unitPaise: 100_000n })] }).lines[0]!.taxes.map((t) => [t.rate, t.paise])).toEqual([
      ['0.0625', 63n], // 62.5 paise, half up, each
      ['0.0625', 63n],
    ]);
    expect(bill({ customerState: '29', lines: [line({ gstRate: '28.000' })] }).taxes[0]!.rate).toBe('28');
  });

  it.each(['composition', 'none'] as const)('%s: no tax lines, the total is the taxable value, and a missing rate does not matter', (mode) => {
    const b = bill({ mode, customerState: '29', lines: [line(), line({ gstRate: null })] });
    expect(b.taxes).toEqual([]);
    expect(b.lines.every((l) => l.taxes.length === 0)).toBe(true);
    expect([b.taxablePaise, b.totalPaise, b.cgstPaise + b.sgstPaise + b.igstPaise]).toEqual([500_000n, 500_000n, 0n]);
  });

  it.each<[Partial<BillInput>, string]>([
    [{ shopState: 'Bombay' }, 'Unknown state "Bombay" for the shop.'],
    [{ customerState: '99' }, 'Unknown state "99" for the customer.'],
    [{ lines: [] }, 'A bill needs at least one line.'],
    [{ lines: [line({ gstRate: null })] }, 'Wedding card: no GST rate is set.'],
    [{ lines: [line({ gstRate: '18%' })] }, 'Wedding card: GST rate must be a percentage such as 0, 5, 12, 18 or 28 (at most three decimals).'],
    [{ lines: [line({ gstRate: '101' })] }, 'Wedding card: GST rate must be a percentage such as 0, 5, 12, 18 or 28 (at most three decimals).'],
    [{ lines: [line({ quantity: 0 })] }, 'Quantity of "Wedding card" must be a whole number from 1.'],
    [{ lines: [line({ quantity: 1.5 })] }, 'Quantity of "Wedding card" must be a whole number from 1.'],
    [{ lines: [line({ unitPaise: -1n })] }, 'Price of "Wedding card" cannot be below zero.'],
  ])('refuses %#, saying: $1', (input, error) =>
    expect(billAmounts({ mode: 'regular', shopState: '27', lines: [line()], ...input })).toEqual({ ok: false, error }),
  );

  it.each([
    ['18', 18_000n],
    ['5', 5000n],
    ['2.5', 2500n],
    ['0.125', 125n],
    ['100', 100_000n],
    ['100.0', 100_000n],
  ])('reads the rate %j', (rate, millis) => expect(rateMillis(rate)).toBe(millis));

  it.each(['', '-5', '5%', '1e1', '0.0001', '100.5', '.5', '5.', ' 5'])('refuses the rate %j', (rate) => expect(rateMillis(rate)).toBeNull());

  // What could go wrong with large or odd amounts: two halves a paisa apart, a tax more than rounding
  // away from the exact one, or a total that is not the taxable value plus every tax line as printed.
  it('adds up for any lines, in paise, with no float', () => {
    const lineArb = fc.record({
      description: fc.constant('Item'),
      quantity: fc.integer({ min: 1, max: 100_000 }),
      unitPaise: fc.bigInt({ min: 0n, max: 10_000_000_000n }),
      gstRate: fc.constantFrom('0', '0.1', '0.25', '1', '1.5', '3', '5', '7.5', '12', '18', '28', '40'),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), fc.constantFrom('27', '29'), (lines, customerState) => {
        const b = bill({ lines, customerState });
        for (const l of b.lines) {
          const tax = l.taxes.reduce((s, t) => s + t.paise, 0n);
          const exact = (l.taxablePaise * rateMillis(l.gstRate!)!) / 100_000n; // floor of the exact tax
          expect(tax >= exact - 1n && tax <= exact + 1n).toBe(true);
          if (!b.interState) expect(l.taxes[0]!.paise).toBe(l.taxes[1]!.paise);
        }
        expect(b.totalPaise).toBe(b.taxablePaise + b.taxes.reduce((s, t) => s + t.paise, 0n));
        expect(b.cgstPaise + b.sgstPaise + b.igstPaise).toBe(b.totalPaise - b.taxablePaise);
      }),
    );
  });
});
