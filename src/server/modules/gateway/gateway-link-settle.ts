import { OPEN_LINK_STATUSES } from '../../../contract/gateway.ts';
import { toPaise } from '../../../contract/money.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { moneyOf, type PricedRow } from '../quotes/quote-payments.repository.ts';
import { recordGatewayPayment, type RecordOutcome } from './gateway-payments.service.ts';
import { GatewayUnavailable, type RazorpayApi } from './razorpay-api.ts';

/** Hears of each payment recorded (the owner's buzz). */
export type Recorded = (outcome: Extract<RecordOutcome, { status: 'recorded' }>) => void;

/** One of our links, as stored: its row and the provider's id. */
export interface StoredLink {
  id: string;
  link_id: string;
}

/** What a link turned out to be: its status at the provider, and the payments recorded on the way. */
export interface Settled {
  open: boolean;
  recorded: number;
}

const isOpen = (status: string) => (OPEN_LINK_STATUSES as readonly string[]).includes(status);

/**
 * What the job asks to be paid online now (its order number and sums, decision 023): the amount in
 * paise and whether it is the advance; null when the job takes no online payment (not priced, nothing
 * due, cancelled, or the gateway off).
 */
export async function dueOnline(db: Database, row: PricedRow): Promise<{ amountPaise: bigint; asking: 'advance' | 'balance' } | null> {
  const payment = (await moneyOf(db, [row])).get(row.id)?.payment;
  if (!payment?.online || !payment.asking || !row.order_number) return null;
  return { amountPaise: toPaise(payment.dueNow), asking: payment.asking };
}

/**
 * Asks the provider about a link and records each captured payment it lists, the webhook's way (once
 * each, flagged as a webhook's would be), then keeps the link's new status. Throws GatewayUnavailable
 * when the provider does not answer.
 */
export async function settleLink(db: Database, api: RazorpayApi, link: StoredLink, recorded: Recorded): Promise<Settled> {
  const found = await api.fetchLink(link.link_id);
  let count = 0;
  for (const payment of found.payments ?? []) {
    if (payment.status !== 'captured' || payment.amount <= 0) continue;
    const outcome = await recordGatewayPayment(db, {
      provider: 'razorpay',
      linkId: link.link_id,
      paymentId: payment.payment_id,
      amountPaise: BigInt(payment.amount),
      linkStatus: found.status,
    });
    if (outcome.status === 'recorded') {
      count += 1;
      recorded(outcome);
    }
  }
  await db.updateTable('gateway_links').set({ status: found.status, updated_at: nowIso() }).where('id', '=', link.id).execute();
  return { open: isOpen(found.status), recorded: count };
}

/**
 * Cancels at the provider a link that asks for an amount no longer due, so an old tab or a forwarded
 * link cannot take it. A refusal means the link left `created` meanwhile (paid, cancelled, expired),
 * and an unanswered cancel may have gone through: either way the link's own state is asked for, and a
 * payment it lists is recorded, never dropped. Throws GatewayUnavailable when the provider answers
 * neither: the link stays open here, and the next reconciliation asks again.
 */
export async function withdrawLink(db: Database, api: RazorpayApi, link: StoredLink, recorded: Recorded): Promise<Settled> {
  let status: string;
  try {
    status = (await api.cancelLink(link.link_id)).status;
  } catch (err) {
    if (!(err instanceof GatewayUnavailable)) throw err;
    return settleLink(db, api, link, recorded);
  }
  await db.updateTable('gateway_links').set({ status, updated_at: nowIso() }).where('id', '=', link.id).execute();
  return { open: isOpen(status), recorded: 0 };
}
