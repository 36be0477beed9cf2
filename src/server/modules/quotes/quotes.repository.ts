import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Estimate } from '../../../contract/price-estimate.ts';
import { QUOTE_STATUSES, type PublicQuote, type Quote, type QuoteStatus } from '../../../contract/quotes.ts';
import type { Database } from '../../db/database.ts';
import type { QuotesTable } from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';

type Row = Selectable<QuotesTable>;

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};
const statusOf = (s: string): QuoteStatus => ((QUOTE_STATUSES as readonly string[]).includes(s) ? (s as QuoteStatus) : 'new');

/** The visitor's zone texts with their labels, as stored. */
interface QuoteText {
  key: string;
  label: string;
  text: string;
}

/** The preview of the texts on the listing's current design (the page shows it; the route renders it). */
function previewUrlOf(listingId: string | null, texts: QuoteText[]): string | null {
  if (!listingId) return null;
  const query = new URLSearchParams(texts.map((t) => [t.key, t.text]));
  return `/api/listings/${listingId}/preview${texts.length ? `?${query}` : ''}`;
}

function toPublic(r: Row): PublicQuote {
  const texts = parseJson<QuoteText[]>(r.texts, []);
  return {
    token: r.token,
    listingId: r.listing_id,
    listingTitle: r.listing_title,
    quantity: Number(r.quantity),
    choices: parseJson<Record<string, string>>(r.choices, {}),
    texts,
    name: r.name,
    estimate: { perPiece: r.estimate_per_piece, total: r.estimate_total },
    status: statusOf(r.status),
    finalPrice: r.final_price,
    note: r.note,
    approvedAt: r.approved_at,
    previewUrl: previewUrlOf(r.listing_id, texts),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

const toQuote = (r: Row): Quote => ({ _id: r.id, ...toPublic(r), phone: r.phone });

export interface NewQuote {
  listingId: string;
  listingTitle: string;
  estimate: Estimate;
  texts: QuoteText[];
  name: string;
  phone: string;
}

export async function createQuote(db: Database, q: NewQuote): Promise<PublicQuote> {
  const now = nowIso();
  const row: Row = {
    id: newId(),
    token: randomBytes(16).toString('hex'),
    listing_id: q.listingId,
    listing_title: q.listingTitle,
    quantity: q.estimate.quantity,
    choices: JSON.stringify(q.estimate.choices),
    texts: JSON.stringify(q.texts),
    name: q.name,
    phone: q.phone,
    estimate_per_piece: q.estimate.perPiece,
    estimate_total: q.estimate.total,
    status: 'new',
    final_price: null,
    note: '',
    approved_at: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('quotes').values(row).execute();
  return toPublic(row);
}

export async function findQuoteByToken(db: Database, token: string): Promise<PublicQuote | undefined> {
  const row = await db.selectFrom('quotes').selectAll().where('token', '=', token).executeTakeFirst();
  return row && toPublic(row);
}

export async function findQuote(db: Database, id: string): Promise<Quote | undefined> {
  const row = await db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toQuote(row);
}

/** Newest first. */
export async function listQuotes(db: Database, limit = 500): Promise<Quote[]> {
  const rows = await db.selectFrom('quotes').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toQuote);
}

export interface QuoteAnswer {
  status?: QuoteStatus;
  finalPrice?: string | null;
  note?: string;
}

/**
 * The owner's answer; absent keys stay as they are. Pricing a new quote answers it (status
 * `quoted`): the visitor's page then shows the price and "Approve proof". The quote as it then is,
 * or undefined when there is none.
 */
export async function answerQuote(db: Database, id: string, answer: QuoteAnswer): Promise<Quote | undefined> {
  const set: Partial<Row> = { updated_at: nowIso() };
  if (answer.status !== undefined) set.status = answer.status;
  if (answer.finalPrice !== undefined) set.final_price = answer.finalPrice;
  if (answer.note !== undefined) set.note = answer.note;
  const priced = Boolean(answer.finalPrice) && answer.status === undefined;
  const result = await db
    .updateTable('quotes')
    .set((eb) => ({ ...set, ...(priced ? { status: eb.case().when('status', '=', 'new').then('quoted').else(eb.ref('status')).end() } : {}) }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? findQuote(db, id) : undefined;
}

/**
 * The visitor approves the proof once: the first approval's time is kept, so a second tap (or a
 * replayed request) changes nothing. Only a quote the shop has priced can be approved.
 */
export async function approveQuote(db: Database, token: string): Promise<'approved' | 'already' | 'not-answered' | 'missing'> {
  const now = nowIso();
  const result = await db
    .updateTable('quotes')
    .set({ approved_at: now, status: 'confirmed', updated_at: now })
    .where('token', '=', token)
    .where('approved_at', 'is', null)
    .where('status', '=', 'quoted')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 'approved';
  const row = await db.selectFrom('quotes').select(['approved_at', 'status']).where('token', '=', token).executeTakeFirst();
  if (!row) return 'missing';
  return row.approved_at ? 'already' : 'not-answered';
}
