import { advanceDue } from '../../../contract/billing/upi.ts';
import { formatRupees, toPaise } from '../../../contract/money.ts';
import { PAYMENT_MESSAGES as M, signedText, type PaymentInput } from '../../../contract/payments.ts';
import { QUOTE_MESSAGES, TOKEN_PATTERN } from '../../../contract/quotes.ts';
import type { Database } from '../../db/database.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import { readBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import { paidOnQuotes } from '../billing-settings/paid-on-quote.ts';
import { shopDay } from '../insights/shop-day.ts';

export type PaymentOutcome =
  { status: 'missing' } | { status: 'refused'; message: string } | { status: 'conflict'; message: string } | { status: 'done'; id: string };

/** Why the quote cannot take money now, or null: it must be priced and not cancelled. */
const notPayable = (q: { final_price: string | null; status: string }) =>
  q.status === 'cancelled' ? M.cancelled : q.final_price === null ? M.notPriced : null;

/**
 * The owner records money received (or reverses an entry with a negative amount and a reason; nothing
 * is ever deleted). The first statement touches the quote's row, so payments on one quote queue behind
 * each other (PostgreSQL's row lock, SQLite's write lock): twenty at once add up, and no two reversals
 * together take the paid sum below zero.
 */
export async function recordPayment(db: Database, id: string, input: PaymentInput): Promise<PaymentOutcome> {
  const receivedOn = input.receivedOn ?? shopDay();
  if (receivedOn > shopDay()) return { status: 'refused', message: M.future };
  if (!isId(id)) return { status: 'missing' };
  const quoteId = id.toLowerCase();
  return db.transaction().execute(async (trx): Promise<PaymentOutcome> => {
    const now = nowIso();
    const touched = await trx.updateTable('quotes').set({ updated_at: now }).where('id', '=', quoteId).executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) return { status: 'missing' };
    const quote = await trx.selectFrom('quotes').select(['final_price', 'status']).where('id', '=', quoteId).executeTakeFirstOrThrow();
    const refusal = notPayable(quote);
    if (refusal) return { status: 'conflict', message: refusal };
    const amount = toPaise(input.amount.replace(/^-/, '')) * (input.amount.startsWith('-') ? -1n : 1n);
    const paid = (await paidOnQuotes(trx, [quoteId])).get(quoteId) ?? 0n;
    if (paid + amount < 0n) return { status: 'conflict', message: M.belowZero(signedText(paid)) };
    const balance = toPaise(quote.final_price!) - paid;
    if (amount > 0n && amount > balance) return { status: 'conflict', message: M.aboveBalance(signedText(balance)) };
    const paymentId = newId();
    await trx
      .insertInto('quote_payments')
      .values({
        id: paymentId,
        quote_id: quoteId,
        amount_paise: String(amount),
        method: input.method,
        reference: input.reference ?? '',
        received_on: receivedOn,
        reason: input.reason ?? '',
        created_at: now,
      })
      .execute();
    return { status: 'done', id: paymentId };
  });
}

/** The customer says they paid by UPI: their UTR is kept for the owner to check (it is no payment). */
export async function claimUtr(db: Database, token: string, utr: string): Promise<PaymentOutcome> {
  if (!TOKEN_PATTERN.test(token)) return { status: 'missing' };
  const quote = await db.selectFrom('quotes').select(['id', 'final_price', 'status']).where('token', '=', token).executeTakeFirst();
  if (!quote) return { status: 'missing' };
  const refusal = notPayable(quote);
  if (refusal) return { status: 'conflict', message: refusal === M.cancelled ? refusal : QUOTE_MESSAGES.notAnswered };
  const id = newId();
  await db.insertInto('quote_utr_claims').values({ id, quote_id: quote.id, utr, created_at: nowIso() }).execute();
  return { status: 'done', id };
}

/**
 * Printing waits for the advance (decision 023): why a job may not start yet, or null. With an
 * advance of 0 % (or no price to take one of) nothing waits.
 */
export async function advanceMissing(db: Database, quoteId: string, finalPrice: string | null): Promise<string | null> {
  if (finalPrice === null) return null;
  const { advancePercent } = await readBillingSettings(db);
  const due = advanceDue(toPaise(finalPrice), advancePercent);
  const paid = (await paidOnQuotes(db, [quoteId])).get(quoteId) ?? 0n;
  return paid >= due ? null : M.advanceFirst(formatRupees(signedText(due)));
}
