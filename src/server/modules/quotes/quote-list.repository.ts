import { sql, type ExpressionBuilder } from 'kysely';
import { QUOTE_STAGES, isQuoteStage } from '../../../contract/quote-stages.ts';
import { WAITING_STAGES, type QuoteListQuery, type QuotePage, type StageCounts } from '../../../contract/quote-list.ts';
import { PAGE } from '../../../contract/paging.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
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

/**
 * Waits for the owner (contract isWaiting): a waiting stage, or a UTR claim with no payment or
 * reversal recorded at or after it (quote-payments.repository's rule for an open claim), on a job that
 * is not cancelled; or a gateway payment the owner has not yet marked checked.
 */
function waitingWhere(eb: ExpressionBuilder<DB, 'quotes'>) {
  const openClaim = eb
    .selectFrom('quote_utr_claims as c')
    .select('c.id')
    .whereRef('c.quote_id', '=', 'quotes.id')
    .where((claim) =>
      claim.not(
        claim.exists(
          claim.selectFrom('quote_payments as p').select('p.id').whereRef('p.quote_id', '=', 'quotes.id').whereRef('p.created_at', '>=', 'c.created_at'),
        ),
      ),
    );
  // A payment the gateway confirmed with something to look at (decision 044): cancelled jobs too, as the money was taken.
  const toCheck = eb.selectFrom('quote_payments as g').select('g.id').whereRef('g.quote_id', '=', 'quotes.id').where('g.to_check', '!=', '');
  return eb.or([eb('quotes.status', 'in', WAITING_STAGES), eb.and([eb('quotes.status', '!=', 'cancelled'), eb.exists(openClaim)]), eb.exists(toCheck)]);
}

async function countWaitingOf(db: Database, q: string | undefined): Promise<number> {
  const row = await matching(db, q)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(waitingWhere)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
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
 * One page of the owner's quotes, newest first or soonest due (the id breaks ties, so pages neither repeat nor
 * skip a quote while nothing is added), with the counts per stage of all that `q` finds.
 */
export async function listQuotePage(db: Database, query: QuoteListQuery): Promise<QuotePage> {
  let rows = matching(db, query.q).selectAll();
  if (query.stage) rows = rows.where('status', '=', query.stage);
  if (query.waiting === '1') rows = rows.where(waitingWhere);
  if (query.waiting === '0') rows = rows.where((eb) => eb.not(waitingWhere(eb)));
  // Soonest due first; jobs with no due date after all that have one (NULLS LAST, said the same on both databases).
  if (query.sort === 'due') rows = rows.orderBy(sql`case when due_on is null then 1 else 0 end`).orderBy('due_on', 'asc');
  const [page, counts, waiting] = await Promise.all([
    rows
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit ?? PAGE.default)
      .offset(query.offset ?? 0)
      .execute(),
    countByStage(db, query.q),
    countWaitingOf(db, query.q),
  ]);
  const extras = await extrasOf(db, page);
  return { success: true, result: page.map((r) => toQuote(r, extras.get(r.id)!)), counts, waiting };
}

/** The jobs waiting for the owner now (the dashboard's "This week" card). */
export async function countWaiting(db: Database): Promise<number> {
  return countWaitingOf(db, undefined);
}
