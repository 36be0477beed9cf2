import type { CustomerSummary } from '../../../contract/customers.ts';
import { shopToday } from '../../../contract/ist-time.ts';
import { toPaise } from '../../../contract/money.ts';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../contract/payment-texts.ts';
import { signedText } from '../../../contract/payments.ts';
import { langOf } from '../../../contract/translations.ts';
import { customerIdOf, customerPhone } from './customer-ids.ts';
import type { BillRow, JobRow, OpeningRow, PaymentRow } from './customers.repository.ts';
import { ageingOf, balanceOf, openingEntry, paymentEntry, type AgeingResult, type LedgerEntry } from './ledger.ts';

/** One customer's rows, grouped: their jobs newest first, and the ledger they make. */
export interface Account {
  id: string;
  phone: string;
  jobs: JobRow[];
  bills: BillRow[];
  payments: PaymentRow[];
  opening: { paise: bigint; on: string } | null;
  entries: LedgerEntry[];
}

/** The job's name on a statement line: its order number, or its short id before it has one. */
export const jobLabel = (job: Pick<JobRow, 'id' | 'order_number'> | undefined): string => (job ? (job.order_number ?? `#${job.id.slice(0, 8)}`) : '');

/** The shop's day a bill was made on. */
const billDay = (bill: BillRow): string => shopToday(Date.parse(bill.createdAt));

const methodLabel = (m: string) => PAYMENT_METHOD_LABELS[m as PaymentMethod] ?? m;

function paymentRef(p: PaymentRow, job: JobRow | undefined): string {
  const what = p.amountPaise < 0n ? p.reason : [methodLabel(p.method), p.reference].filter(Boolean).join(' ');
  return [jobLabel(job), what].filter(Boolean).join(' · ');
}

/** Groups the rows by number (jobs already newest first); a number whose jobs are all gone but has a row keeps its opening. */
export function groupAccounts(jobs: JobRow[], bills: BillRow[], payments: PaymentRow[], openings: OpeningRow[]): Account[] {
  const byPhone = new Map<string, Account>();
  const jobPhone = new Map<string, string>();
  const jobOf = new Map<string, JobRow>();
  for (const job of jobs) {
    const phone = customerPhone(job.phone_digits);
    if (!phone) continue;
    jobPhone.set(job.id, phone);
    jobOf.set(job.id, job);
    let account = byPhone.get(phone);
    if (!account) {
      account = { id: customerIdOf(phone), phone, jobs: [], bills: [], payments: [], opening: null, entries: [] };
      byPhone.set(phone, account);
    }
    account.jobs.push(job);
  }
  for (const bill of bills) {
    const account = byPhone.get(jobPhone.get(bill.quoteId) ?? '');
    if (!account) continue;
    account.bills.push(bill);
    account.entries.push({ day: billDay(bill), kind: 'bill', ref: bill.number, debitPaise: bill.totalPaise, creditPaise: 0n, at: bill.createdAt });
  }
  for (const p of payments) {
    const account = byPhone.get(jobPhone.get(p.quoteId) ?? '');
    if (!account) continue;
    account.payments.push(p);
    account.entries.push(paymentEntry({ day: p.receivedOn, at: p.createdAt, ref: paymentRef(p, jobOf.get(p.quoteId)), amountPaise: p.amountPaise }));
  }
  for (const o of openings) {
    const account = byPhone.get(o.phone);
    if (!account || o.on === null || o.paise === 0n) continue;
    account.opening = { paise: o.paise, on: o.on };
    account.entries.push(openingEntry({ paise: o.paise, on: o.on }));
  }
  return [...byPhone.values()];
}

export interface Summarised {
  summary: CustomerSummary;
  balancePaise: bigint;
  ageing: AgeingResult;
}

/** What was paid on each job, reversals taken off. */
function paidByJob(payments: PaymentRow[]): Map<string, bigint> {
  const paid = new Map<string, bigint>();
  for (const p of payments) paid.set(p.quoteId, (paid.get(p.quoteId) ?? 0n) + p.amountPaise);
  return paid;
}

/** Priced jobs with no bill in force, not cancelled: what is still to be billed. */
function unbilledJobs({ jobs, bills }: Pick<Account, 'jobs' | 'bills'>): JobRow[] {
  const billed = new Set(bills.map((b) => b.quoteId));
  return jobs.filter((j) => j.final_price !== null && j.status !== 'cancelled' && !billed.has(j.id));
}

/**
 * What was paid, reversals taken off, on priced jobs not cancelled with no bill in force: in the
 * balance already (decision 045), told apart so an advance on work not yet billed does not read as
 * credit. With `to`, as of the end of that day, the cut-off of a statement's closing balance: only
 * bills made and payments received by then (a job billed later was still unbilled that day). A job's
 * price and cancelling are as they are now: the account keeps no history of them.
 */
export function advanceOf(account: Account, to?: string): bigint {
  const bills = to === undefined ? account.bills : account.bills.filter((b) => billDay(b) <= to);
  const payments = to === undefined ? account.payments : account.payments.filter((p) => p.receivedOn <= to);
  const paid = paidByJob(payments);
  return unbilledJobs({ jobs: account.jobs, bills }).reduce((sum, j) => sum + (paid.get(j.id) ?? 0n), 0n);
}

/** The line of the list: names from the newest quote, the GSTIN from the newest bill that had one. */
export function summarise(account: Account, today = shopToday()): Summarised {
  const newest = account.jobs[0];
  const gstin = [...account.bills].reverse().find((b) => b.gstin)?.gstin ?? null;
  const billed = account.bills.reduce((sum, b) => sum + b.totalPaise, 0n) + (account.opening && account.opening.paise > 0n ? account.opening.paise : 0n);
  const balancePaise = balanceOf(account.entries);
  const ageing = ageingOf(account.entries, today);
  return {
    summary: {
      id: account.id,
      name: newest?.name ?? '',
      phone: account.phone,
      gstin,
      lang: langOf(newest?.lang ?? 'en'),
      jobs: account.jobs.length,
      billed: signedText(billed),
      paid: signedText(billed - balancePaise),
      balance: signedText(balancePaise),
      advance: signedText(advanceOf(account)),
      oldestDueDays: ageing.oldestDueDays,
    },
    balancePaise,
    ageing,
  };
}

/** Priced jobs with no bill in force, not cancelled, with what was paid on each. */
export function unbilledOf(account: Account) {
  const paid = paidByJob(account.payments);
  return unbilledJobs(account).map((j) => ({
    id: j.id,
    orderNumber: j.order_number,
    title: j.listing_title,
    price: signedText(toPaise(j.final_price!)),
    paid: signedText(paid.get(j.id) ?? 0n),
  }));
}
