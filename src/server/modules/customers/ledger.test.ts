import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPaise } from '../../../contract/money.ts';
import { ageingOf, balanceOf, openingEntry, paymentEntry, periodOf, statementRows, type LedgerEntry } from './ledger.ts';

/** The account's arithmetic over random accounts: bills, payments, reversals and an opening balance. */
const TODAY = '2026-11-28';
const day = (n: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const signed = (text: string) => (text.startsWith('-') ? -toPaise(text.slice(1)) : toPaise(text));

const billArb = fc
  .record({ ago: fc.integer({ min: 0, max: 400 }), paise: fc.bigInt({ min: 1n, max: 10_000_000_00n }) })
  .map(({ ago, paise }): LedgerEntry => ({ day: day(ago), kind: 'bill', ref: 'INV', debitPaise: paise, creditPaise: 0n, at: `${day(ago)}T10:00:00.000Z` }));
const paymentArb = fc
  .record({ ago: fc.integer({ min: 0, max: 400 }), paise: fc.bigInt({ min: -5_000_000_00n, max: 10_000_000_00n }).filter((p) => p !== 0n) })
  .map(({ ago, paise }) => paymentEntry({ day: day(ago), at: `${day(ago)}T11:00:00.000Z`, ref: 'UPI', amountPaise: paise }));
const openingArb = fc.option(
  fc
    .record({ ago: fc.integer({ min: 0, max: 800 }), paise: fc.bigInt({ min: -1_000_000_00n, max: 1_000_000_00n }) })
    .map(({ ago, paise }) => openingEntry({ paise, on: day(ago) })),
  { nil: undefined },
);
const accountArb = fc
  .tuple(fc.array(billArb, { maxLength: 25 }), fc.array(paymentArb, { maxLength: 25 }), openingArb)
  .map(([bills, payments, opening]) => [...bills, ...payments, ...(opening ? [opening] : [])]);

describe('a statement', () => {
  it('ends at bills − payments + opening to the paisa, each line moving the balance by its debit less its credit', () => {
    fc.assert(
      fc.property(accountArb, (entries) => {
        const rows = statementRows(entries);
        const expected = entries.reduce((sum, e) => sum + e.debitPaise - e.creditPaise, 0n);
        expect(rows.length).toBe(entries.length);
        let running = 0n;
        for (const r of rows) {
          expect(signed(r.debit) >= 0n && signed(r.credit) >= 0n).toBe(true);
          running += signed(r.debit) - signed(r.credit);
          expect(signed(r.balance)).toBe(running);
        }
        expect(running).toBe(expected);
        expect(balanceOf(entries)).toBe(expected);
        // Oldest first, and the opening balance first on its day.
        expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort());
      }),
      { numRuns: 300 },
    );
  });

  it('owes by age exactly the balance when above zero, and nothing otherwise', () => {
    fc.assert(
      fc.property(accountArb, (entries) => {
        const { buckets, oldestDueDays } = ageingOf(entries, TODAY);
        const owed = buckets.reduce((s, b) => s + b, 0n);
        const balance = balanceOf(entries);
        expect(owed).toBe(balance > 0n ? balance : 0n);
        expect(buckets.every((b) => b >= 0n)).toBe(true);
        expect(oldestDueDays === null).toBe(owed === 0n);
      }),
      { numRuns: 300 },
    );
  });

  it('splits at any day into a balance brought forward and the period, which end where the whole does', () => {
    fc.assert(
      fc.property(accountArb, fc.integer({ min: 0, max: 500 }), (entries, cut) => {
        const { broughtForward, rows, closing } = periodOf(entries, day(cut), TODAY);
        expect(closing).toBe(balanceOf(entries));
        expect(rows.length ? signed(rows.at(-1)!.balance) : broughtForward).toBe(closing);
      }),
      { numRuns: 200 },
    );
  });
});

describe('ageing, FIFO', () => {
  it('pays the oldest bill first whatever the payment was for, and buckets 30/60/90', () => {
    const bill = (ago: number, paise: bigint): LedgerEntry => ({ day: day(ago), kind: 'bill', ref: '', debitPaise: paise, creditPaise: 0n, at: '' });
    const entries = [
      bill(120, 100_00n),
      bill(75, 200_00n),
      bill(45, 300_00n),
      bill(10, 400_00n),
      paymentEntry({ day: day(1), at: '', ref: '', amountPaise: 150_00n }),
    ];
    expect(ageingOf(entries, TODAY)).toEqual({ buckets: [400_00n, 300_00n, 150_00n, 0n], oldestDueDays: 75 });
    expect(ageingOf([bill(30, 1n), bill(31, 1n), bill(60, 1n), bill(61, 1n), bill(90, 1n), bill(91, 1n)], TODAY).buckets).toEqual([1n, 2n, 2n, 1n]);
  });
});
