import { OPEN_LINK_STATUSES } from '../../../contract/gateway.ts';
import type { Database } from '../../db/database.ts';
import { dueOnline, settleLink, withdrawLink, type Recorded } from './gateway-link-settle.ts';
import { activeGateway } from './gateway-settings.repository.ts';
import { GatewayUnavailable, RazorpayApi } from './razorpay-api.ts';

export interface CheckSummary {
  /** Open links the provider was asked about. */
  asked: number;
  /** Payments recorded now: their webhooks were lost (or not yet sent). */
  recorded: number;
  /** Open links cancelled at the provider: they asked for an amount the job no longer owes. */
  cancelled: number;
  /** Links the provider did not answer for. */
  failed: number;
}

/** Whether the job, as it stands now (after what was just recorded), still asks for this amount online. */
async function stillAsked(db: Database, quoteId: string, amountPaise: bigint): Promise<boolean> {
  const row = await db.selectFrom('quotes').select(['id', 'final_price', 'order_number', 'status']).where('id', '=', quoteId).executeTakeFirst();
  return Boolean(row && (await dueOnline(db, row))?.amountPaise === amountPaise);
}

/** A row reserved for a link whose provider never answered: the process died between the two (gateway-links.service.ts). */
const STALE_RESERVATION_MS = 60 * 60_000;

/**
 * Reconciliation (issue 31): asks the provider about each open link (all, or one job's) and records
 * the captured payments it lists, the webhook's way (once each, flagged as a webhook's would be), so
 * a lost webhook is caught; a link paid, cancelled or expired leaves the open ones. A link still open
 * whose amount is no longer what the job asks now (re-priced, part paid otherwise, cancelled, nothing
 * due) is cancelled at the provider, after what it took is recorded. `recorded` hears of each payment
 * recorded (the owner's buzz). Undefined when online payment is off.
 */
export async function checkOpenLinks(db: Database, apiUrl: string, recorded: Recorded, quoteId?: string): Promise<CheckSummary | undefined> {
  const gateway = await activeGateway(db);
  if (!gateway) return undefined;
  await db
    .deleteFrom('gateway_links')
    .where('status', '=', 'creating')
    .where('created_at', '<', new Date(Date.now() - STALE_RESERVATION_MS).toISOString())
    .execute();
  let query = db
    .selectFrom('gateway_links')
    .select(['id', 'link_id', 'amount_paise', 'quote_id'])
    .where('provider', '=', gateway.provider)
    .where('status', 'in', OPEN_LINK_STATUSES)
    .where('link_id', 'is not', null);
  if (quoteId) query = query.where('quote_id', '=', quoteId);
  const links = await query.orderBy('created_at').execute();
  const api = new RazorpayApi(apiUrl, gateway);
  const summary: CheckSummary = { asked: links.length, recorded: 0, cancelled: 0, failed: 0 };
  for (const link of links) {
    const stored = { id: link.id, link_id: link.link_id! };
    try {
      const settled = await settleLink(db, api, stored, recorded);
      summary.recorded += settled.recorded;
      if (!settled.open || (await stillAsked(db, link.quote_id, BigInt(link.amount_paise)))) continue;
      const withdrawn = await withdrawLink(db, api, stored, recorded);
      summary.recorded += withdrawn.recorded;
      if (!withdrawn.open) summary.cancelled += 1;
    } catch (err) {
      if (!(err instanceof GatewayUnavailable)) throw err;
      summary.failed += 1;
    }
  }
  return summary;
}
