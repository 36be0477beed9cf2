import type { Ageing, StatementKind, StatementRow } from '../../../contract/customers.ts';
import { signedText } from '../../../contract/payments.ts';

/**
 * A customer's account from its entries, in integer paise (decision 045): pure, so the arithmetic is
 * tested on its own over random accounts (ledger.test.ts) as well as through the routes.
 */

export interface LedgerEntry {
  /** YYYY-MM-DD, the shop's day. */
  day: string;
  kind: StatementKind;
  ref: string;
  /** What the customer came to owe (a bill, a reversal, an opening balance above zero). */
  debitPaise: bigint;
  /** What they paid (a payment, an opening balance in their credit). */
  creditPaise: bigint;
  /** Orders entries of one day: when recorded. */
  at: string;
}

interface Opening {
  paise: bigint;
  on: string;
}

/** The opening balance as the first entry of its day: owed is a debit, in credit a credit. */
export const openingEntry = ({ paise, on }: Opening): LedgerEntry => ({
  day: on,
  kind: 'opening',
  ref: '',
  debitPaise: paise > 0n ? paise : 0n,
  creditPaise: paise < 0n ? -paise : 0n,
  at: '',
});

/** A payment (above zero) or a reversal (below zero, which owes the money again). */
export const paymentEntry = (p: { day: string; at: string; ref: string; amountPaise: bigint }): LedgerEntry =>
  p.amountPaise < 0n
    ? { day: p.day, kind: 'reversal', ref: p.ref, debitPaise: -p.amountPaise, creditPaise: 0n, at: p.at }
    : { day: p.day, kind: 'payment', ref: p.ref, debitPaise: 0n, creditPaise: p.amountPaise, at: p.at };

const RANK: Record<StatementKind, number> = { opening: 0, bill: 1, payment: 1, reversal: 1 };
const byTime = (a: LedgerEntry, b: LedgerEntry) =>
  a.day.localeCompare(b.day) || RANK[a.kind] - RANK[b.kind] || a.at.localeCompare(b.at) || a.ref.localeCompare(b.ref);

/** Oldest first: by day, the opening balance first on its day, then as recorded. */
export const inOrder = (entries: LedgerEntry[]): LedgerEntry[] => [...entries].sort(byTime);

/** What the customer owes after all of these (below zero: in credit). */
export const balanceOf = (entries: LedgerEntry[]): bigint => entries.reduce((sum, e) => sum + e.debitPaise - e.creditPaise, 0n);

/** The statement: each entry with the running balance after it, money as exact text. `start` carries a balance brought forward. */
export function statementRows(entries: LedgerEntry[], start = 0n): StatementRow[] {
  let balance = start;
  return inOrder(entries).map((e) => {
    balance += e.debitPaise - e.creditPaise;
    return { date: e.day, kind: e.kind, ref: e.ref, debit: signedText(e.debitPaise), credit: signedText(e.creditPaise), balance: signedText(balance) };
  });
}

const DAY_MS = 86_400_000;
/** Whole days from `day` to `today` (0 for today or a later day). */
const daysBetween = (day: string, today: string): number =>
  Math.max(0, Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS));

export interface AgeingResult {
  /** Paise still owed by age: 0–30, 31–60, 61–90, over 90 days. */
  buckets: [bigint, bigint, bigint, bigint];
  oldestDueDays: number | null;
}

/**
 * What is still owed, by age (FIFO): every credit pays off the oldest debits first, whatever job it
 * was recorded against, so what remains is the newest debits' tails. The buckets add up to the
 * balance when it is above zero, and to nothing when it is not.
 */
export function ageingOf(entries: LedgerEntry[], today: string): AgeingResult {
  const ordered = inOrder(entries);
  let credit = ordered.reduce((sum, e) => sum + e.creditPaise, 0n);
  const buckets: AgeingResult['buckets'] = [0n, 0n, 0n, 0n];
  let oldestDueDays: number | null = null;
  for (const e of ordered) {
    if (e.debitPaise === 0n) continue;
    const taken = credit < e.debitPaise ? credit : e.debitPaise;
    credit -= taken;
    const left = e.debitPaise - taken;
    if (left === 0n) continue;
    const age = daysBetween(e.day, today);
    oldestDueDays ??= age;
    buckets[age <= 30 ? 0 : age <= 60 ? 1 : age <= 90 ? 2 : 3] += left;
  }
  return { buckets, oldestDueDays };
}

export const ageingText = ({ buckets: [a, b, c, d] }: AgeingResult): Ageing => ({
  upTo30: signedText(a),
  upTo60: signedText(b),
  upTo90: signedText(c),
  over90: signedText(d),
});

/** The lines of a period, with the balance brought forward from before it; `from`/`to` inclusive. */
export function periodOf(entries: LedgerEntry[], from: string | undefined, to: string | undefined) {
  const before = entries.filter((e) => from !== undefined && e.day < from);
  const within = entries.filter((e) => (from === undefined || e.day >= from) && (to === undefined || e.day <= to));
  const broughtForward = balanceOf(before);
  return { broughtForward, rows: statementRows(within, broughtForward), closing: broughtForward + balanceOf(within) };
}
