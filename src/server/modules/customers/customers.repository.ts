import type { Database } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { amountsOf, modelFromJson } from '../invoices/invoice-model.ts';
import { customerIdOf, customerPhone, phoneTail } from './customer-ids.ts';

/**
 * What an account is read from: the quotes of a number, their bills (void ones left out) and
 * payments, and the customers row once the owner set an opening balance or sent a reminder.
 */

export interface JobRow {
  id: string;
  token: string;
  phone_digits: string;
  name: string;
  lang: string;
  created_at: string;
  final_price: string | null;
  status: string;
  order_number: string | null;
  listing_title: string;
}

export interface BillRow {
  quoteId: string;
  number: string;
  createdAt: string;
  totalPaise: bigint;
  gstin: string | null;
}

export interface PaymentRow {
  quoteId: string;
  amountPaise: bigint;
  method: string;
  reference: string;
  reason: string;
  receivedOn: string;
  createdAt: string;
}

export interface OpeningRow {
  id: string;
  phone: string;
  paise: bigint;
  on: string | null;
}

const JOB_COLUMNS = ['id', 'token', 'phone_digits', 'name', 'lang', 'created_at', 'final_price', 'status', 'order_number', 'listing_title'] as const;

/** Every quote with a number, or those of one number (`phone`, normalised), newest first. */
export async function readJobs(db: Database, phone?: string): Promise<JobRow[]> {
  let query = db.selectFrom('quotes').select(JOB_COLUMNS).where('phone_digits', '!=', '');
  // Digits only: nothing in them a LIKE reads as a wildcard. The exact number is checked after.
  if (phone) query = query.where('phone_digits', 'like', `%${phoneTail(phone)}`);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return phone ? rows.filter((r) => customerPhone(r.phone_digits) === phone) : rows;
}

const inQuotes = (ids: string[] | undefined) => ids === undefined || ids.length > 0;

/** The bills in force (not void) of these quotes (all when undefined), with their totals as printed. */
export async function readBills(db: Database, quoteIds?: string[]): Promise<BillRow[]> {
  if (!inQuotes(quoteIds)) return [];
  let query = db.selectFrom('invoices').select(['quote_id', 'number', 'created_at', 'model']).where('voided_at', 'is', null);
  if (quoteIds) query = query.where('quote_id', 'in', quoteIds);
  const rows = await query.orderBy('created_at').execute();
  return rows.map((r) => {
    const model = modelFromJson(r.model, false);
    return {
      quoteId: r.quote_id,
      number: r.number,
      createdAt: r.created_at,
      totalPaise: amountsOf(model).grandTotalPaise,
      gstin: model.customer.gstin || null,
    };
  });
}

/** The payments and reversals on these quotes (all when undefined). */
export async function readPayments(db: Database, quoteIds?: string[]): Promise<PaymentRow[]> {
  if (!inQuotes(quoteIds)) return [];
  let query = db.selectFrom('quote_payments').select(['quote_id', 'amount_paise', 'method', 'reference', 'reason', 'received_on', 'created_at']);
  if (quoteIds) query = query.where('quote_id', 'in', quoteIds);
  const rows = await query.orderBy('created_at').execute();
  return rows.map((r) => ({
    quoteId: r.quote_id,
    amountPaise: BigInt(String(r.amount_paise)),
    method: r.method,
    reference: r.reference,
    reason: r.reason,
    receivedOn: r.received_on,
    createdAt: r.created_at,
  }));
}

const toOpening = (r: { id: string; phone: string; opening_paise: string | number | bigint; opening_on: string | null }): OpeningRow => ({
  id: r.id,
  phone: r.phone,
  paise: BigInt(String(r.opening_paise)),
  on: r.opening_on,
});

/** The customers rows: every one, or the one of this id. */
export async function readOpenings(db: Database, id?: string): Promise<OpeningRow[]> {
  let query = db.selectFrom('customers').select(['id', 'phone', 'opening_paise', 'opening_on']);
  if (id) query = query.where('id', '=', id);
  return (await query.execute()).map(toOpening);
}

/** The number of this id: one of the quotes' numbers, or a customers row's. */
export async function phoneOfId(db: Database, id: string): Promise<string | undefined> {
  const [row] = await readOpenings(db, id);
  if (row) return row.phone;
  const digits = await db.selectFrom('quotes').select('phone_digits').distinct().where('phone_digits', '!=', '').execute();
  for (const { phone_digits } of digits) {
    const phone = customerPhone(phone_digits);
    if (phone && customerIdOf(phone) === id) return phone;
  }
  return undefined;
}

/** Makes the customers row of this number if it has none; one row however many ask at once. */
async function ensureCustomer(db: Database, phone: string): Promise<string> {
  const id = customerIdOf(phone);
  await db
    .insertInto('customers')
    .values({ id, phone, opening_on: null, updated_at: nowIso() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return id;
}

/** Sets (or, with 0, clears) the opening balance. */
export async function saveOpening(db: Database, phone: string, paise: bigint, on: string): Promise<void> {
  const id = await ensureCustomer(db, phone);
  await db
    .updateTable('customers')
    .set({ opening_paise: paise.toString(), opening_on: paise === 0n ? null : on, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function logReminder(db: Database, phone: string, balancePaise: bigint, user: { id: string; name: string } | null): Promise<void> {
  const id = await ensureCustomer(db, phone);
  await db
    .insertInto('customer_reminders')
    .values({ id: newId(), customer_id: id, sent_at: nowIso(), balance_paise: balancePaise.toString(), user_id: user?.id ?? null, user_name: user?.name ?? '' })
    .execute();
}

/** The reminders sent, newest first. */
export async function readReminders(db: Database, customerId: string) {
  const rows = await db
    .selectFrom('customer_reminders')
    .select(['id', 'sent_at', 'balance_paise', 'user_name'])
    .where('customer_id', '=', customerId)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, sentAt: r.sent_at, balancePaise: BigInt(String(r.balance_paise)), by: r.user_name }));
}
