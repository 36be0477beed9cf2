import { OPEN_LINK_STATUSES } from '../../../contract/gateway.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { recordGatewayPayment, type RecordOutcome } from './gateway-payments.service.ts';
import { activeGateway } from './gateway-settings.repository.ts';
import { GatewayUnavailable, RazorpayApi } from './razorpay-api.ts';

export interface CheckSummary {
  /** Open links the provider was asked about. */
  asked: number;
  /** Payments recorded now: their webhooks were lost (or not yet sent). */
  recorded: number;
  /** Links the provider did not answer for. */
  failed: number;
}

/** A row reserved for a link whose provider never answered: the process died between the two (gateway-links.service.ts). */
const STALE_RESERVATION_MS = 60 * 60_000;

/**
 * Reconciliation (issue 31): asks the provider about each open link (all, or one job's) and records
 * the captured payments it lists, the webhook's way (once each, flagged as a webhook's would be), so
 * a lost webhook is caught; a link paid, cancelled or expired leaves the open ones. `recorded` hears
 * of each payment recorded (the owner's buzz). Undefined when online payment is off.
 */
export async function checkOpenLinks(
  db: Database,
  apiUrl: string,
  recorded: (outcome: Extract<RecordOutcome, { status: 'recorded' }>) => void,
  quoteId?: string,
): Promise<CheckSummary | undefined> {
  const gateway = await activeGateway(db);
  if (!gateway) return undefined;
  await db
    .deleteFrom('gateway_links')
    .where('status', '=', 'creating')
    .where('created_at', '<', new Date(Date.now() - STALE_RESERVATION_MS).toISOString())
    .execute();
  let query = db
    .selectFrom('gateway_links')
    .select(['id', 'link_id'])
    .where('provider', '=', gateway.provider)
    .where('status', 'in', OPEN_LINK_STATUSES)
    .where('link_id', 'is not', null);
  if (quoteId) query = query.where('quote_id', '=', quoteId);
  const links = await query.orderBy('created_at').execute();
  const api = new RazorpayApi(apiUrl, gateway);
  const summary: CheckSummary = { asked: links.length, recorded: 0, failed: 0 };
  for (const link of links) {
    try {
      const found = await api.fetchLink(link.link_id!);
      for (const payment of found.payments ?? []) {
        if (payment.status !== 'captured' || payment.amount <= 0) continue;
        const outcome = await recordGatewayPayment(db, {
          provider: 'razorpay',
          linkId: link.link_id!,
          paymentId: payment.payment_id,
          amountPaise: BigInt(payment.amount),
          linkStatus: found.status,
        });
        if (outcome.status === 'recorded') {
          summary.recorded += 1;
          recorded(outcome);
        }
      }
      await db.updateTable('gateway_links').set({ status: found.status, updated_at: nowIso() }).where('id', '=', link.id).execute();
    } catch (err) {
      if (!(err instanceof GatewayUnavailable)) throw err;
      summary.failed += 1;
    }
  }
  return summary;
}
