import type { Transaction } from 'kysely';
import { estimatePrice } from '../../../contract/price-estimate.ts';
import type { QuoteStage } from '../../../contract/quote-stages.ts';
import type { RecordTexts } from '../../../contract/quote-record-texts.ts';
import type { Listing } from '../../../contract/catalogue.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { moveStage } from '../quotes/quote-stages.repository.ts';

type Trx = Transaction<DB>;

/** A sheet can be sent while the job is being quoted and proofed; never once the proof is approved. */
const OPEN_STAGES: readonly QuoteStage[] = ['new', 'quoted', 'proof_sent', 'changes_requested'];

export type RecordsOutcome<T = object> = { status: 'missing' } | { status: 'refused'; message: string } | ({ status: 'done' } & T);

export interface QuoteForRecords {
  id: string;
  lang: string;
  listingId: string | null;
  choices: Record<string, string>;
}

type QuoteRow = { id: string; status: string; approved_at: string | null; lang: string; listing_id: string | null; choices: string };

function openFor(row: QuoteRow | undefined, texts: (lang: string) => RecordTexts): RecordsOutcome<{ quote: QuoteForRecords }> {
  if (!row) return { status: 'missing' };
  const t = texts(row.lang);
  if (row.approved_at) return { status: 'refused', message: t.approved };
  if (!OPEN_STAGES.includes(row.status as QuoteStage)) return { status: 'refused', message: t.closed };
  let choices: Record<string, string> = {};
  try {
    choices = JSON.parse(row.choices) as Record<string, string>;
  } catch {
    // A quote's choices are written by the server; unreadable ones price as the first choices.
  }
  return { status: 'done', quote: { id: row.id, lang: row.lang, listingId: row.listing_id, choices } };
}

const quoteColumns = ['id', 'status', 'approved_at', 'lang', 'listing_id', 'choices'] as const;

/** Whether the quote (by the owner's id or the customer's token) takes a sheet now: asked before the upload is read. */
export async function quoteTakingRecords(db: Database, by: { id: string } | { token: string }, texts: (lang: string) => RecordTexts) {
  const query = db.selectFrom('quotes').select(quoteColumns);
  const row = await ('id' in by ? query.where('id', '=', by.id) : query.where('token', '=', by.token)).executeTakeFirst();
  return openFor(row, texts);
}

/** The version the next proof will have: after the newest proof, or 2 when version 1 is still the drawn preview (decision 018). */
async function nextProofVersion(trx: Trx, quote: { id: string; listing_id: string | null }): Promise<number> {
  const newest = await trx.selectFrom('quote_proofs').select('version').where('quote_id', '=', quote.id).orderBy('version', 'desc').executeTakeFirst();
  return Number(newest?.version ?? (quote.listing_id ? 1 : 0)) + 1;
}

/** A row's problem as kept: in both languages, as the owner reads English and the customer their page's language. */
export interface KeptProblem {
  row: number;
  field: string;
  en: string;
  hi: string;
}

export interface NewRecord {
  row: number;
  texts: Record<string, string>;
  photo: string | null;
  problems: Omit<KeptProblem, 'row'>[];
}

/** Stages in which a new set of rows is a proof the customer can answer (as an owner's proof is). */
const PROOF_STAGES: readonly QuoteStage[] = ['quoted', 'proof_sent', 'changes_requested'];

/**
 * The set of rows is the next proof (issue 30, item 3): its version gets a row, drawn from the
 * listing (no file: the proof of every card is drawn on demand), so the customer sees "Proof N" and
 * approves that version; a quote already priced moves to Proof sent, as on the owner's proof.
 */
async function startProofVersion(trx: Trx, quote: { id: string; status: string; listing_id: string | null; created_at: string }, version: number) {
  const proof = { file: null, attachment: null, note: '', status: 'pending' } as const;
  if (version === 2 && quote.listing_id) {
    const first = await trx.selectFrom('quote_proofs').select('id').where('quote_id', '=', quote.id).where('version', '=', 1).executeTakeFirst();
    if (!first)
      await trx
        .insertInto('quote_proofs')
        .values({ id: newId(), quote_id: quote.id, version: 1, ...proof, created_at: quote.created_at })
        .execute();
  }
  await trx
    .insertInto('quote_proofs')
    .values({ id: newId(), quote_id: quote.id, version, ...proof, created_at: nowIso() })
    .execute();
  const stage = quote.status as QuoteStage;
  if (PROOF_STAGES.includes(stage) && !(await moveStage(trx, quote.id, stage, 'proof_sent', `Proof ${version}`))) {
    throw new Error('quote changed under its lock');
  }
}

/** Rows per insert: well under SQLite's and PostgreSQL's limits on bound values. */
const BATCH = 300;

/**
 * Replaces the quote's rows with these (the photos are already stored) and sets its quantity, in
 * one transaction with the quote's row locked: two sheets at once take turns. The estimate follows
 * the new quantity when the listing's price rule allows it (a count under the minimum order keeps
 * the old estimate: the owner prices the job). Answers the photos the old rows named, for the
 * caller to remove once this has committed.
 */
export async function replaceRecords(
  db: Database,
  quoteId: string,
  records: NewRecord[],
  opts: { quantity: number; listing: Listing | undefined; texts: (lang: string) => RecordTexts },
): Promise<RecordsOutcome<{ version: number; oldPhotos: string[] }>> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('quotes')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', quoteId)
      .execute();
    const row = await trx
      .selectFrom('quotes')
      .select([...quoteColumns, 'created_at'])
      .where('id', '=', quoteId)
      .executeTakeFirst();
    const open = openFor(row, opts.texts);
    if (open.status !== 'done') return open;
    const version = await nextProofVersion(trx, row!);
    await startProofVersion(trx, row!, version);
    const old = await trx.selectFrom('quote_records').select('photo').where('quote_id', '=', quoteId).execute();
    await trx.deleteFrom('quote_records').where('quote_id', '=', quoteId).execute();
    const at = nowIso();
    for (let i = 0; i < records.length; i += BATCH) {
      const values = records.slice(i, i + BATCH).map((r) => ({
        id: newId(),
        quote_id: quoteId,
        version,
        row_number: r.row,
        texts: JSON.stringify(r.texts),
        photo: r.photo,
        problems: JSON.stringify(r.problems),
        created_at: at,
      }));
      await trx.insertInto('quote_records').values(values).execute();
    }
    const estimate = opts.listing && estimatePrice(opts.listing, opts.quantity, open.quote.choices);
    await trx
      .updateTable('quotes')
      .set({
        quantity: opts.quantity,
        updated_at: at,
        ...(estimate?.ok ? { estimate_per_piece: estimate.estimate.perPiece, estimate_total: estimate.estimate.total } : {}),
      })
      .where('id', '=', quoteId)
      .execute();
    const kept = new Set(records.map((r) => r.photo));
    return { status: 'done', version, oldPhotos: [...new Set(old.map((o) => o.photo).filter((p): p is string => p !== null && !kept.has(p)))] };
  });
}
