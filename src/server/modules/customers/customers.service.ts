import { toPaise } from '../../../contract/money.ts';
import type { CustomerDetail, CustomerList, CustomerListQuery, OpeningInput } from '../../../contract/customers.ts';
import { PAGE } from '../../../contract/paging.ts';
import { signedText } from '../../../contract/payments.ts';
import { isQuoteStage } from '../../../contract/quote-stages.ts';
import type { Database } from '../../db/database.ts';
import { isId } from '../../lib/ids.ts';
import { searchedDigits } from '../quotes/phone-search.ts';
import { groupAccounts, summarise, unbilledOf, type Account, type Summarised } from './accounts.ts';
import { phoneOfId, readBills, readJobs, readOpenings, readPayments, readReminders, saveOpening } from './customers.repository.ts';
import { ageingText, statementRows } from './ledger.ts';

/** Every customer's account, worked out from all the shop's quotes (decision 045 on why, and its cost). */
async function allAccounts(db: Database): Promise<Account[]> {
  const [jobs, bills, payments, openings] = await Promise.all([readJobs(db), readBills(db), readPayments(db), readOpenings(db)]);
  return groupAccounts(jobs, bills, payments, openings);
}

/** One customer's account by id; undefined when no quote or row has that number. */
export async function accountOf(db: Database, id: string): Promise<Account | undefined> {
  if (!isId(id)) return undefined;
  const phone = await phoneOfId(db, id.toLowerCase());
  if (!phone) return undefined;
  const jobs = await readJobs(db, phone);
  const ids = jobs.map((j) => j.id);
  const [bills, payments, openings] = await Promise.all([readBills(db, ids), readPayments(db, ids), readOpenings(db, id.toLowerCase())]);
  return groupAccounts(jobs, bills, payments, openings)[0];
}

/** `q` within any name the customer gave (literally, Devanagari too), or within their number's digits however typed. */
function matches(account: Account, q: string | undefined): boolean {
  if (!q) return true;
  const text = q.toLocaleLowerCase('en-IN');
  if (account.jobs.some((j) => j.name.toLocaleLowerCase('en-IN').includes(text))) return true;
  const digits = searchedDigits(q);
  return digits !== null && account.phone.includes(digits);
}

const SORTS = {
  // The newest quote first; the id breaks ties so pages neither repeat nor skip.
  recent: (a: Summarised & { at: string }, b: Summarised & { at: string }) => b.at.localeCompare(a.at),
  owing: (a: Summarised, b: Summarised) => (a.balancePaise === b.balancePaise ? 0 : a.balancePaise > b.balancePaise ? -1 : 1),
  oldest: (a: Summarised, b: Summarised) => (b.ageing.oldestDueDays ?? -1) - (a.ageing.oldestDueDays ?? -1),
} as const;

/** One page of the customers `q` finds, in the order asked. */
export async function listCustomers(db: Database, query: CustomerListQuery): Promise<CustomerList> {
  const rows = (await allAccounts(db)).filter((a) => matches(a, query.q)).map((a) => ({ ...summarise(a), at: a.jobs[0]?.created_at ?? '' }));
  const sort = SORTS[query.sort ?? 'recent'];
  const secondary = query.sort === 'oldest' ? SORTS.owing : query.sort === 'owing' ? SORTS.oldest : () => 0;
  rows.sort((a, b) => sort(a, b) || secondary(a, b) || b.summary.id.localeCompare(a.summary.id));
  const offset = query.offset ?? 0;
  return { success: true, result: rows.slice(offset, offset + (query.limit ?? PAGE.default)).map((r) => r.summary) };
}

/** The customer's page: the list's line, the statement, ageing, jobs, unbilled jobs and reminders. */
export async function customerDetail(db: Database, account: Account): Promise<CustomerDetail> {
  const { summary, ageing } = summarise(account);
  const reminders = await readReminders(db, account.id);
  const bills = new Map(account.bills.map((b) => [b.quoteId, b.number]));
  return {
    ...summary,
    opening: account.opening && { amount: signedText(account.opening.paise), on: account.opening.on },
    statement: statementRows(account.entries),
    ageing: ageingText(ageing),
    jobList: account.jobs.map((j) => ({
      id: j.id,
      token: j.token,
      orderNumber: j.order_number,
      title: j.listing_title,
      stage: isQuoteStage(j.status) ? j.status : 'new',
      createdAt: j.created_at,
      price: j.final_price,
      bill: bills.get(j.id) ?? null,
    })),
    unbilled: unbilledOf(account),
    reminders: reminders.map((r) => ({ id: r.id, sentAt: r.sentAt, balance: signedText(r.balancePaise), by: r.by })),
  };
}

/** Sets the opening balance (0 clears it). */
export async function setOpening(db: Database, account: Account, input: OpeningInput): Promise<void> {
  const negative = input.amount.startsWith('-');
  const paise = toPaise(negative ? input.amount.slice(1) : input.amount);
  await saveOpening(db, account.phone, negative ? -paise : paise, input.on);
}
