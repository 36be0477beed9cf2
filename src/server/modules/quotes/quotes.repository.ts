import { langOf, translationsOf, type Lang } from '../../../contract/translations.ts';
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Estimate } from '../../../contract/price-estimate.ts';
import { isQuoteStage, type QuoteStage, type TimelineEntry } from '../../../contract/quote-stages.ts';
import type { PublicQuote, Quote } from '../../../contract/quotes.ts';
import type { Database } from '../../db/database.ts';
import type { QuotesTable } from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { phoneDigits } from './phone-search.ts';
import { moneyOf, type QuoteMoney } from './quote-payments.repository.ts';
import { proofThreadsOf, type ProofThread } from './proof-threads.repository.ts';
import { latestInvoicesOf } from '../invoices/quote-invoice.repository.ts';
import type { QuoteInvoice } from '../../../contract/invoices.ts';
import { quoteNamesHi } from '../../../contract/quote-names-hi.ts';
import { readSelling, takesList, type Selling } from '../../../contract/selling.ts';
import { isLate } from '../../../contract/due-dates.ts';
import { shopToday } from '../../../contract/ist-time.ts';

type Row = Selectable<QuotesTable>;

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};
const stageOf = (s: string): QuoteStage => (isQuoteStage(s) ? s : 'new');

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

/** What an answer adds to a quote's row: its timeline, proofs, files and money. */
interface Extras extends ProofThread, QuoteMoney {
  timeline: TimelineEntry[];
  invoice: QuoteInvoice | null;
  titleHi: string | null;
  /** The listing's Hindi names of this quote's options and zones, where written. */
  namesHi: ReturnType<typeof quoteNamesHi>;
  takesNames: boolean;
}

function toPublic(r: Row, { timeline, proofs, files, invoice, payment, titleHi, namesHi, takesNames }: Extras): PublicQuote {
  const texts = parseJson<QuoteText[]>(r.texts, []);
  return {
    token: r.token,
    listingId: r.listing_id,
    listingTitle: r.listing_title,
    translations: withNames(translationsOf({ title: titleHi }), namesHi),
    quantity: Number(r.quantity),
    choices: parseJson<Record<string, string>>(r.choices, {}),
    texts,
    name: r.name,
    estimate: { perPiece: r.estimate_per_piece, total: r.estimate_total },
    stage: stageOf(r.status),
    orderNumber: r.order_number,
    timeline,
    finalPrice: r.final_price,
    note: r.note,
    approvedAt: r.approved_at,
    previewUrl: previewUrlOf(r.listing_id, texts),
    proofs,
    files,
    invoice,
    payment,
    takesNames,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export const toQuote = (r: Row, extras: Extras): Quote => ({
  _id: r.id,
  ...toPublic(r, extras),
  phone: r.phone,
  lang: langOf(r.lang),
  payments: extras.payments,
  dueOn: r.due_on,
  late: isLate(r.due_on, stageOf(r.status), shopToday()),
});

/** The timelines of these quotes, oldest step first. */
async function timelinesOf(db: Database, ids: string[]): Promise<Map<string, TimelineEntry[]>> {
  const byQuote = new Map<string, TimelineEntry[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byQuote;
  const rows = await db.selectFrom('quote_timeline').selectAll().where('quote_id', 'in', ids).orderBy('quote_id').orderBy('step').execute();
  for (const r of rows) byQuote.get(r.quote_id)?.push({ stage: stageOf(r.stage), at: r.at, ...(r.note ? { note: r.note } : {}) });
  return byQuote;
}

/** The Hindi names beside the Hindi title: `{}` stays `{}` when the listing has none. */
const withNames = (translations: { hi?: { title?: string } }, names: Extras['namesHi']): PublicQuote['translations'] =>
  names.choices || names.texts ? { hi: { ...translations.hi, ...names } } : translations;

/**
 * The listings' Hindi titles and option and zone names now: a quote keeps the English names it was
 * asked with, but a Hindi page (and a Hindi message) names them as the owner has since written them.
 */
async function hindiListingsOf(db: Database, rows: Row[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.listing_id ? [r.listing_id] : [])))];
  if (!ids.length) return new Map<string, { titleHi: string | null } & Pick<Selling, 'options' | 'fields'>>();
  const listings = await db.selectFrom('listings').select(['id', 'title_hi', 'options', 'fields']).where('id', 'in', ids).execute();
  return new Map(listings.map((l) => [l.id, { titleHi: l.title_hi, ...readSelling(l) }]));
}

/** The timelines, proofs and files of these quotes' answers. */
export async function extrasOf(db: Database, rows: Row[]): Promise<Map<string, Extras>> {
  const refs = rows.map((r) => ({
    id: r.id,
    token: r.token,
    previewUrl: previewUrlOf(r.listing_id, parseJson<QuoteText[]>(r.texts, [])),
    approvedAt: r.approved_at,
    createdAt: r.created_at,
  }));
  const [timelines, threads, invoices, money, titles] = await Promise.all([
    timelinesOf(
      db,
      rows.map((r) => r.id),
    ),
    proofThreadsOf(db, refs),
    latestInvoicesOf(db, rows),
    moneyOf(db, rows),
    hindiListingsOf(db, rows),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        timeline: timelines.get(r.id) ?? [],
        proofs: [],
        files: [],
        invoice: invoices.get(r.id) ?? null,
        payment: null,
        payments: [],
        titleHi: (r.listing_id && titles.get(r.listing_id)?.titleHi) || null,
        namesHi: hindiNamesOf(r, r.listing_id ? titles.get(r.listing_id) : undefined),
        takesNames: takesList((r.listing_id && titles.get(r.listing_id)?.fields) || []),
        ...threads.get(r.id),
        ...money.get(r.id),
      },
    ]),
  );
}

const NO_SELLING = { options: [], fields: [] };
/** The Hindi names the listing has for what this quote chose. */
const hindiNamesOf = (r: Row, listing: Pick<Selling, 'options' | 'fields'> = NO_SELLING) =>
  quoteNamesHi(listing, { choices: parseJson<Record<string, string>>(r.choices, {}), texts: parseJson<QuoteText[]>(r.texts, []) });

const extrasOfOne = async (db: Database, row: Row): Promise<Extras> => (await extrasOf(db, [row])).get(row.id)!;

export interface NewQuote {
  listingId: string;
  listingTitle: string;
  estimate: Estimate;
  texts: QuoteText[];
  name: string;
  phone: string;
  lang: Lang;
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
    phone_digits: phoneDigits(q.phone),
    estimate_per_piece: q.estimate.perPiece,
    estimate_total: q.estimate.total,
    status: 'new',
    final_price: null,
    note: '',
    approved_at: null,
    created_at: now,
    updated_at: now,
    order_number: null,
    lang: q.lang,
    due_on: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('quotes').values(row).execute();
    await trx.insertInto('quote_timeline').values({ quote_id: row.id, step: 1, stage: 'new', at: now, note: null }).execute();
  });
  return toPublic(row, await extrasOfOne(db, row));
}

export async function findQuoteByToken(db: Database, token: string): Promise<PublicQuote | undefined> {
  const row = await db.selectFrom('quotes').selectAll().where('token', '=', token).executeTakeFirst();
  return row && toPublic(row, await extrasOfOne(db, row));
}

export async function findQuote(db: Database, id: string): Promise<Quote | undefined> {
  const row = await db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toQuote(row, await extrasOfOne(db, row));
}
