import { sql } from 'kysely';
import { advanceDue, upiPayLink } from '../../../contract/billing/upi.ts';
import type { BillingSettings } from '../../../contract/billing-settings.ts';
import { toPaise } from '../../../contract/money.ts';
import { PAYMENT_CHECKS, PAYMENT_METHODS, type PaymentCheck, type PaymentMethod } from '../../../contract/payment-texts.ts';
import { signedText, type PaymentEntry, type PaymentSummary } from '../../../contract/payments.ts';
import type { Database } from '../../db/database.ts';
import { readBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import { paidOnQuotes } from '../billing-settings/paid-on-quote.ts';
import { activeGateway } from '../gateway/gateway-settings.repository.ts';

/** What the money part of an answer is worked out from: the quote's row, as stored. */
export interface PricedRow {
  id: string;
  final_price: string | null;
  order_number: string | null;
  status: string;
}

export interface QuoteMoney {
  payment: PaymentSummary | null;
  payments: PaymentEntry[];
}

const methodOf = (m: string): PaymentMethod => ((PAYMENT_METHODS as readonly string[]).includes(m) ? (m as PaymentMethod) : 'cash');
const checkOf = (c: string): PaymentCheck | undefined => ((PAYMENT_CHECKS as readonly string[]).includes(c) ? (c as PaymentCheck) : undefined);

/**
 * The sums of one priced quote (decision 023): the advance is asked until it is in, then the balance;
 * the UPI link asks for whichever is due now, and exists only with the shop's UPI ID and an order number;
 * online payment (issue 31) is offered on the same terms when the shop has a payment gateway.
 */
function summarize(
  row: PricedRow,
  paidPaise: bigint,
  settings: Pick<BillingSettings, 'upiId' | 'upiName' | 'advancePercent'>,
  claim: PaymentSummary['claim'],
  gatewayOn = false,
): PaymentSummary | null {
  if (row.final_price === null) return null;
  const total = toPaise(row.final_price);
  const advance = advanceDue(total, settings.advancePercent);
  const balance = total - paidPaise;
  const advanceLeft = advance - paidPaise;
  const asking = advanceLeft > 0n ? 'advance' : balance > 0n ? 'balance' : null;
  const dueNow = asking === 'advance' ? advanceLeft : asking === 'balance' ? balance : 0n;
  const takesMoney = asking !== null && row.status !== 'cancelled' && Boolean(row.order_number);
  const payable = takesMoney && Boolean(settings.upiId);
  return {
    total: signedText(total),
    advanceDue: signedText(advance),
    paid: signedText(paidPaise),
    balance: signedText(balance),
    dueNow: signedText(dueNow),
    asking,
    upiLink: payable
      ? upiPayLink({ upiId: settings.upiId, payee: settings.upiName || settings.upiId, amountPaise: dueNow, orderNumber: row.order_number! })
      : null,
    claim,
    ...(takesMoney && gatewayOn ? { online: true as const } : {}),
  };
}

/** The money of these quotes' answers: their sums, and the owner's record of payments (oldest first). */
export async function moneyOf(db: Database, rows: PricedRow[]): Promise<Map<string, QuoteMoney>> {
  const ids = rows.map((r) => r.id);
  const money = new Map<string, QuoteMoney>(ids.map((id) => [id, { payment: null, payments: [] }]));
  if (!ids.length) return money;
  const [settings, paid, entries, claims, gateway] = await Promise.all([
    readBillingSettings(db),
    paidOnQuotes(db, ids),
    db.selectFrom('quote_payments').selectAll().where('quote_id', 'in', ids).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('quote_utr_claims').selectAll().where('quote_id', 'in', ids).orderBy('created_at').orderBy('id').execute(),
    activeGateway(db),
  ]);
  for (const e of entries) {
    const toCheck = checkOf(e.to_check);
    money.get(e.quote_id)!.payments.push({
      id: e.id,
      amount: signedText(BigInt(e.amount_paise)),
      method: methodOf(e.method),
      reference: e.reference,
      receivedOn: e.received_on,
      reason: e.reason,
      createdAt: e.created_at,
      ...(toCheck ? { toCheck } : {}),
    });
  }
  const newestClaim = new Map(claims.map((c) => [c.quote_id, { utr: c.utr, at: c.created_at }]));
  for (const row of rows) {
    const m = money.get(row.id)!;
    // A claim is answered by the owner's next record (a payment, or a reversal saying it never came).
    const claim = newestClaim.get(row.id);
    const open = claim && !m.payments.some((p) => p.createdAt >= claim.at) ? claim : null;
    m.payment = summarize(row, paid.get(row.id) ?? 0n, settings, open, Boolean(gateway));
  }
  return money;
}

/**
 * The dashboard's "to collect" (decision 023): what priced jobs that are not cancelled still owe, each
 * balance counted when above zero (a job paid in full, delivered or not, adds nothing).
 */
export async function toCollect(db: Database): Promise<string> {
  const rows = await db
    .selectFrom('quotes')
    .leftJoin('quote_payments', 'quote_payments.quote_id', 'quotes.id')
    .select(['quotes.final_price', sql<string | null>`cast(sum(quote_payments.amount_paise) as text)`.as('paid')])
    .where('quotes.final_price', 'is not', null)
    .where('quotes.status', '!=', 'cancelled')
    .groupBy(['quotes.id', 'quotes.final_price'])
    .execute();
  let owed = 0n;
  for (const r of rows) {
    const balance = toPaise(r.final_price!) - BigInt(r.paid ?? 0);
    if (balance > 0n) owed += balance;
  }
  return signedText(owed);
}
