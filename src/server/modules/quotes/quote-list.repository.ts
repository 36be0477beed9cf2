import { QUOTE_STAGES, isQuoteStage } from '../../../contract/quote-stages.ts';
import { WAITING_STAGES, waitingCount, type QuoteListQuery, type QuotePage, type StageCounts } from '../../../contract/quote-list.ts';
import { PAGE } from '../../../contract/paging.ts';
import type { Database } from '../../db/database.ts';
import { containsText } from '../../lib/contains-text.ts';
import { searchedDigits } from './phone-search.ts';
import { extrasOf, toQuote } from './quotes.repository.ts';

/**
 * A quote's short id as the back office labels a job not yet priced (`#d3fc2e5f`, its `orderLabel`),
 * with or without the "#"; null for other text. At least the label's 8 characters, so a short number
 * ("2026") is not read as the start of an id.
 */
function shortIdOf(q: string): string | null {
  const text = q.replace(/^#/, '').toLowerCase();
  return /^[0-9a-f][0-9a-f-]{7,35}$/.test(text) ? text : null;
}

/**
 * The quotes `q` finds (all when blank): text within the order number, the customer's name or phone,
 * or the item's title; the phone's digits however the number is typed; or the quote's short id.
 */
function matching(db: Database, q: string | undefined) {
  const all = db.selectFrom('quotes');
  if (!q) return all;
  const digits = searchedDigits(q);
  const id = shortIdOf(q);
  return all.where((eb) =>
    eb.or([
      containsText('order_number', q),
      containsText('name', q),
      containsText('phone', q),
      containsText('listing_title', q),
      // Digits and hex only: nothing in them a LIKE reads as a wildcard.
      ...(digits ? [eb('phone_digits', 'like', `%${digits}%`)] : []),
      ...(id ? [eb('id', 'like', `${id}%`)] : []),
    ]),
  );
}

/** How many quotes `q` finds in each stage. */
async function countByStage(db: Database, q: string | undefined): Promise<StageCounts> {
  const counts = Object.fromEntries(QUOTE_STAGES.map((s) => [s, 0])) as StageCounts;
  const rows = await matching(db, q)
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  for (const r of rows) if (isQuoteStage(r.status)) counts[r.status] += Number(r.n);
  return counts;
}

/**
 * One page of the owner's quotes, newest first (the id breaks ties, so pages neither repeat nor
 * skip a quote while nothing is added), with the counts per stage of all that `q` finds.
 */
export async function listQuotePage(db: Database, query: QuoteListQuery): Promise<QuotePage> {
  let rows = matching(db, query.q).selectAll();
  if (query.stage) rows = rows.where('status', '=', query.stage);
  if (query.waiting === '1') rows = rows.where('status', 'in', WAITING_STAGES);
  if (query.waiting === '0') rows = rows.where('status', 'not in', WAITING_STAGES);
  const [page, counts] = await Promise.all([
    rows
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit ?? PAGE.default)
      .offset(query.offset ?? 0)
      .execute(),
    countByStage(db, query.q),
  ]);
  const extras = await extrasOf(db, page);
  return { success: true, result: page.map((r) => toQuote(r, extras.get(r.id)!)), counts };
}

/** The jobs waiting for the owner now (the dashboard's "This week" card). */
export async function countWaiting(db: Database): Promise<number> {
  return waitingCount(await countByStage(db, undefined));
}
