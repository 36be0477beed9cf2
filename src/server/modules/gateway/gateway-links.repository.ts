import { GATEWAY_LINK_STATUSES, GATEWAY_PROVIDERS, type GatewayLink, type GatewayLinkStatus, type GatewayProvider } from '../../../contract/gateway.ts';
import { signedText } from '../../../contract/payments.ts';
import type { Database } from '../../db/database.ts';

const statusOf = (s: string): GatewayLinkStatus => ((GATEWAY_LINK_STATUSES as readonly string[]).includes(s) ? (s as GatewayLinkStatus) : 'created');
const providerOf = (p: string): GatewayProvider => ((GATEWAY_PROVIDERS as readonly string[]).includes(p) ? (p as GatewayProvider) : 'razorpay');

/** The payment links made for a job, newest first (undefined when there is no such job); rows still being made are left out. */
export async function linksOfQuote(db: Database, quoteId: string): Promise<GatewayLink[] | undefined> {
  const quote = await db.selectFrom('quotes').select('id').where('id', '=', quoteId).executeTakeFirst();
  if (!quote) return undefined;
  const rows = await db
    .selectFrom('gateway_links')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .where('link_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    provider: providerOf(r.provider),
    linkId: r.link_id ?? '',
    reference: r.reference,
    amount: signedText(BigInt(r.amount_paise)),
    status: statusOf(r.status),
    shortUrl: r.short_url,
    createdAt: r.created_at,
  }));
}
