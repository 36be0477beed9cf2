import { toPaise } from '../../../contract/money.ts';
import type { PaymentCheck } from '../../../contract/payment-texts.ts';
import { isUniqueViolation, type Database } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { paidOnQuotes } from '../billing-settings/paid-on-quote.ts';
import { shopDay } from '../insights/shop-day.ts';

/** A payment the provider says it took on one of our links (a webhook, or the provider's answer when asked). */
export interface ConfirmedPayment {
  provider: 'razorpay';
  /** The provider's link id (plink_…). */
  linkId: string;
  /** The provider's payment id (pay_…): one payment each, whoever reports it and how often. */
  paymentId: string;
  amountPaise: bigint;
  /** The link's status as the provider reported it with the payment, when it did. */
  linkStatus?: string;
}

export type RecordOutcome =
  | { status: 'recorded'; paymentId: string; quoteToken: string; toCheck: PaymentCheck | null }
  | { status: 'duplicate' }
  /** No link of ours has that id (another shop's on the same account, or a link made by hand). */
  | { status: 'unknown-link' };

const LINK_STATUSES = new Set(['created', 'partially_paid', 'paid', 'cancelled', 'expired']);

/**
 * Records a payment the gateway confirmed, once. The rules of the owner's payments apply
 * (quote-payments.service.ts: the quote's row is touched first, so payments on one job queue behind
 * each other), but the money has already been taken: a payment on a cancelled job, above the balance
 * or of another amount than the link's is recorded and flagged for the owner (`to_check`), never
 * refused. The gateway's payment id is unique in the table: a replay, or twenty deliveries at once,
 * find it there (or, racing past the look, break the unique index) and change nothing.
 */
export async function recordGatewayPayment(db: Database, p: ConfirmedPayment): Promise<RecordOutcome> {
  try {
    return await db.transaction().execute(async (trx): Promise<RecordOutcome> => {
      const link = await trx
        .selectFrom('gateway_links')
        .select(['id', 'quote_id', 'amount_paise'])
        .where('provider', '=', p.provider)
        .where('link_id', '=', p.linkId)
        .executeTakeFirst();
      if (!link) return { status: 'unknown-link' };
      const now = nowIso();
      await trx.updateTable('quotes').set({ updated_at: now }).where('id', '=', link.quote_id).execute();
      const seen = await trx.selectFrom('quote_payments').select('id').where('gateway_payment_id', '=', p.paymentId).executeTakeFirst();
      if (seen) return { status: 'duplicate' };
      const quote = await trx.selectFrom('quotes').select(['final_price', 'status', 'token']).where('id', '=', link.quote_id).executeTakeFirstOrThrow();
      const paid = (await paidOnQuotes(trx, [link.quote_id])).get(link.quote_id) ?? 0n;
      const balance = (quote.final_price === null ? 0n : toPaise(quote.final_price)) - paid;
      const toCheck: PaymentCheck | null =
        quote.status === 'cancelled' ? 'cancelled' : p.amountPaise > balance ? 'above-balance' : p.amountPaise !== BigInt(link.amount_paise) ? 'amount' : null;
      const id = newId();
      await trx
        .insertInto('quote_payments')
        .values({
          id,
          quote_id: link.quote_id,
          amount_paise: String(p.amountPaise),
          method: 'gateway',
          reference: p.paymentId,
          received_on: shopDay(),
          reason: '',
          created_at: now,
          gateway_payment_id: p.paymentId,
          to_check: toCheck ?? '',
        })
        .execute();
      const status = p.linkStatus && LINK_STATUSES.has(p.linkStatus) ? p.linkStatus : 'paid';
      await trx.updateTable('gateway_links').set({ status, updated_at: now }).where('id', '=', link.id).execute();
      return { status: 'recorded', paymentId: id, quoteToken: quote.token, toCheck };
    });
  } catch (err) {
    if (isUniqueViolation(err)) return { status: 'duplicate' };
    throw err;
  }
}

export type CheckedOutcome = { status: 'missing' } | { status: 'nothing' } | { status: 'done'; quoteId: string };

/** The owner has looked at a flagged gateway payment (refunded it, or kept it): it waits no more. */
export async function markChecked(db: Database, paymentId: string): Promise<CheckedOutcome> {
  const row = await db.selectFrom('quote_payments').select(['quote_id', 'to_check']).where('id', '=', paymentId).executeTakeFirst();
  if (!row) return { status: 'missing' };
  if (!row.to_check) return { status: 'nothing' };
  await db.updateTable('quote_payments').set({ to_check: '' }).where('id', '=', paymentId).execute();
  return { status: 'done', quoteId: row.quote_id };
}
