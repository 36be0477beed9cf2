import { customerInvoiceUrl, type QuoteInvoice } from '../../../contract/invoices.ts';
import type { Database } from '../../db/database.ts';

/**
 * The latest bill of each of these quotes, as their answers carry it: the standing one, else the last
 * voided. Its url is the customer's download (by the quote's token); the owner's is ownerInvoiceUrl(id).
 */
export async function latestInvoicesOf(db: Database, quotes: Array<{ id: string; token: string }>): Promise<Map<string, QuoteInvoice>> {
  const latest = new Map<string, QuoteInvoice>();
  if (!quotes.length) return latest;
  const tokens = new Map(quotes.map((q) => [q.id, q.token]));
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'number', 'quote_id', 'voided_at'])
    .where('quote_id', 'in', [...tokens.keys()])
    .orderBy('created_at')
    .orderBy('number')
    .execute();
  for (const r of rows) {
    const before = latest.get(r.quote_id);
    if (!before || before.void || r.voided_at === null)
      latest.set(r.quote_id, { id: r.id, number: r.number, url: customerInvoiceUrl(tokens.get(r.quote_id)!), void: r.voided_at !== null });
  }
  return latest;
}
