import type { Selectable, Transaction } from 'kysely';
import { APPROVAL_WORDING, FILES_PER_QUOTE, PROOF_TEXTS as T } from '../../../contract/proof-texts.ts';
import { formatRupees, toPaise } from '../../../contract/money.ts';
import type { ApproveRequest, ChangeRequest } from '../../../contract/quote-proofs.ts';
import type { QuoteStage } from '../../../contract/quote-stages.ts';
import { QUOTE_MESSAGES } from '../../../contract/quotes.ts';
import type { Database } from '../../db/database.ts';
import type { DB, QuoteProofsTable } from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { PIN_SCALE } from './proof-threads.repository.ts';
import { moveStage } from './quote-stages.repository.ts';

type Trx = Transaction<DB>;
type ProofRow = Selectable<QuoteProofsTable>;

/** The quote's fields a proof round reads, the quote's row locked (see `lockedQuote`). */
interface LockedQuote {
  id: string;
  stage: QuoteStage;
  listingId: string | null;
  finalPrice: string | null;
  approvedAt: string | null;
  createdAt: string;
}

export type ProofOutcome<T = void> = { status: 'missing' } | { status: 'refused'; message: string } | ({ status: 'done' } & (T extends void ? object : T));

const refused = (message: string) => ({ status: 'refused' as const, message });

/**
 * The quote by id or token, its row locked for the rest of the transaction (an update that changes
 * nothing): two uploads or answers at once take turns, so versions stay consecutive and the stage
 * and the proofs agree, on PostgreSQL as on SQLite (where writes take turns anyway).
 */
async function lockedQuote(trx: Trx, by: { id: string } | { token: string }): Promise<LockedQuote | undefined> {
  const where = 'id' in by ? (['id', by.id] as const) : (['token', by.token] as const);
  await trx
    .updateTable('quotes')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where(where[0], '=', where[1])
    .execute();
  const row = await trx
    .selectFrom('quotes')
    .select(['id', 'status', 'listing_id', 'final_price', 'approved_at', 'created_at'])
    .where(where[0], '=', where[1])
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      stage: row.status as QuoteStage,
      listingId: row.listing_id,
      finalPrice: row.final_price,
      approvedAt: row.approved_at,
      createdAt: row.created_at,
    }
  );
}

/**
 * The quote's proofs, oldest first. Version 1 is the drawn preview: while nothing has been done with
 * it, it has no row (the answers show it all the same); the first upload, change request or
 * approval writes its row, so its status and approval are kept like any other version's.
 */
async function proofRows(trx: Trx, quote: LockedQuote): Promise<ProofRow[]> {
  const rows = await trx.selectFrom('quote_proofs').selectAll().where('quote_id', '=', quote.id).orderBy('version').execute();
  if (rows.length > 0 || !quote.listingId) return rows;
  const first: ProofRow = {
    id: newId(),
    quote_id: quote.id,
    version: 1,
    file: null,
    attachment: null,
    note: '',
    status: 'pending',
    created_at: quote.createdAt,
    approved_at: null,
    approved_price: null,
    approved_wording: null,
  };
  await trx.insertInto('quote_proofs').values(first).execute();
  return [first];
}

/** Stages in which the shop may send a proof. */
const PROOF_STAGES: QuoteStage[] = ['quoted', 'proof_sent', 'changes_requested'];

/** The owner's new proof: the next version, `proof_sent`, a step on the timeline. The files are already stored. */
export async function addProof(
  db: Database,
  quoteId: string,
  proof: { file: string; attachment: string | null; note: string },
): Promise<ProofOutcome<{ proofId: string; version: number }>> {
  return db.transaction().execute(async (trx) => {
    const quote = await lockedQuote(trx, { id: quoteId });
    if (!quote) return { status: 'missing' };
    if (quote.approvedAt)
      return refused('The customer has approved a proof: no new proof can be sent unless the job is reopened (move it back to Changes requested).');
    if (!PROOF_STAGES.includes(quote.stage)) {
      return refused(
        quote.stage === 'new'
          ? 'Give the quote its price before sending a proof.'
          : 'A proof can be sent only while the quote is Quoted, Proof sent or Changes requested.',
      );
    }
    const rows = await proofRows(trx, quote);
    const version = (rows.at(-1)?.version ?? 0) + 1;
    const id = newId();
    await trx
      .insertInto('quote_proofs')
      .values({ id, quote_id: quote.id, version, file: proof.file, attachment: proof.attachment, note: proof.note, status: 'pending', created_at: nowIso() })
      .execute();
    // A sheet of names sent earlier is part of this proof too: its rows follow the newest version.
    await trx.updateTable('quote_records').set({ version }).where('quote_id', '=', quote.id).execute();
    if (!(await moveStage(trx, quote.id, quote.stage, 'proof_sent', `Proof ${version}`))) throw new Error('quote changed under its lock');
    return { status: 'done', proofId: id, version };
  });
}

/** The newest proof, when `version` is it and it still waits for an answer; otherwise why not. */
function newestOpen(rows: ProofRow[], version: number): ProofRow | { message: string } {
  const newest = rows.at(-1);
  if (!newest) return { message: T.noProof };
  if (newest.version !== version) return { message: T.onlyNewest(newest.version) };
  if (newest.status === 'approved') return { message: T.alreadyApproved };
  return newest;
}

/** The customer asks for changes to the newest proof, maybe pinned to a point of it. */
export async function requestChanges(db: Database, token: string, request: ChangeRequest): Promise<ProofOutcome> {
  return db.transaction().execute(async (trx) => {
    const quote = await lockedQuote(trx, { token });
    if (!quote) return { status: 'missing' };
    if (quote.approvedAt) return refused(T.alreadyApproved);
    if (quote.stage === 'new') return refused(QUOTE_MESSAGES.notAnswered);
    if (!PROOF_STAGES.includes(quote.stage)) return refused(T.notOpen);
    const proof = newestOpen(await proofRows(trx, quote), request.version);
    if ('message' in proof) return refused(proof.message);
    const pin = request.pin ? { pin_x: Math.round(request.pin.x * PIN_SCALE), pin_y: Math.round(request.pin.y * PIN_SCALE) } : { pin_x: null, pin_y: null };
    await trx
      .insertInto('quote_comments')
      .values({ id: newId(), quote_id: quote.id, version: proof.version, comment: request.comment, ...pin, created_at: nowIso() })
      .execute();
    await trx.updateTable('quote_proofs').set({ status: 'changes' }).where('id', '=', proof.id).execute();
    if (quote.stage !== 'changes_requested') {
      if (!(await moveStage(trx, quote.id, quote.stage, 'changes_requested', `Proof ${proof.version}`))) throw new Error('quote changed under its lock');
    }
    return { status: 'done' };
  });
}

const samePrice = (a: string | null, b: string) => a !== null && toPaise(a) === toPaise(b);

/**
 * The customer approves the newest proof, once: its version, the price, the time and the box's
 * wording are recorded on the proof. A second tap on the same version changes nothing (`already`).
 * `price` is the one the customer saw: it is compared under the quote's lock, so an owner's change
 * that lands first refuses this approval and one that comes after finds the price approved.
 */
export async function approveProofVersion(db: Database, token: string, approval: ApproveRequest): Promise<ProofOutcome<{ already: boolean }>> {
  const { version, price } = approval;
  return db.transaction().execute(async (trx) => {
    const quote = await lockedQuote(trx, { token });
    if (!quote) return { status: 'missing' };
    const rows = await proofRows(trx, quote);
    if (quote.approvedAt) {
      const approved = rows.findLast((r) => r.status === 'approved');
      return approved && approved.version === version && samePrice(approved.approved_price, price)
        ? { status: 'done', already: true }
        : refused(T.alreadyApproved);
    }
    if (quote.stage === 'changes_requested') return refused(T.changesPending);
    if (quote.stage === 'new' || !quote.finalPrice) return refused(QUOTE_MESSAGES.notAnswered);
    if (quote.stage !== 'quoted' && quote.stage !== 'proof_sent') return refused(T.notOpen);
    const proof = newestOpen(rows, version);
    if ('message' in proof) return refused(proof.message);
    if (proof.status === 'changes') return refused(T.changesPending);
    // With a sheet of names, the approval covers its rows: only the version they belong to.
    const records = await trx.selectFrom('quote_records').select('version').where('quote_id', '=', quote.id).executeTakeFirst();
    if (records && Number(records.version) !== proof.version) return refused(T.onlyNewest(Number(records.version)));
    if (!samePrice(quote.finalPrice, price)) return refused(T.priceChanged(formatRupees(quote.finalPrice)));
    const at = nowIso();
    await trx
      .updateTable('quote_proofs')
      .set({ status: 'approved', approved_at: at, approved_price: quote.finalPrice, approved_wording: APPROVAL_WORDING })
      .where('id', '=', proof.id)
      .execute();
    if (!(await moveStage(trx, quote.id, quote.stage, 'approved', `Proof ${proof.version} approved`, { approved_at: at }))) {
      throw new Error('quote changed under its lock');
    }
    return { status: 'done', already: false };
  });
}

/** A customer's file, stored already: its slot (1 to 10), or refused when the quote has its ten. */
/** A job takes the customer's files until it is delivered or cancelled, ten at most. */
const FILES_CLOSED: readonly QuoteStage[] = ['delivered', 'cancelled'];

/** The slot the next file of this quote would take, or why it cannot take one. */
async function nextFileSlot(db: Database | Trx, quote: { id: string; stage: QuoteStage }): Promise<ProofOutcome<{ slot: number }>> {
  if (FILES_CLOSED.includes(quote.stage)) return refused(T.filesClosed);
  const last = await db.selectFrom('quote_files').select('slot').where('quote_id', '=', quote.id).orderBy('slot', 'desc').executeTakeFirst();
  const slot = Number(last?.slot ?? 0) + 1;
  return slot > FILES_PER_QUOTE ? refused(T.tooManyFiles) : { status: 'done', slot };
}

/** Whether this quote takes one more file now: asked before the picture is read, and again when it is stored. */
export async function roomForFile(db: Database, token: string): Promise<ProofOutcome> {
  const quote = await db.selectFrom('quotes').select(['id', 'status']).where('token', '=', token).executeTakeFirst();
  if (!quote) return { status: 'missing' };
  const room = await nextFileSlot(db, { id: quote.id, stage: quote.status as QuoteStage });
  return room.status === 'done' ? { status: 'done' } : room;
}

export async function addQuoteFile(db: Database, token: string, file: { key: string; name: string }): Promise<ProofOutcome<{ id: string }>> {
  return db.transaction().execute(async (trx) => {
    const quote = await lockedQuote(trx, { token });
    if (!quote) return { status: 'missing' };
    const room = await nextFileSlot(trx, quote);
    if (room.status !== 'done') return room;
    const { slot } = room;
    const id = newId();
    await trx.insertInto('quote_files').values({ id, quote_id: quote.id, slot, file: file.key, name: file.name, created_at: nowIso() }).execute();
    return { status: 'done', id };
  });
}

/** The private key of a proof's image or PDF, only through its own quote's token. */
export async function proofFileKey(db: Database, token: string, version: number, which: 'file' | 'attachment'): Promise<string | undefined> {
  const row = await db
    .selectFrom('quote_proofs')
    .innerJoin('quotes', 'quotes.id', 'quote_proofs.quote_id')
    .select(['quote_proofs.file', 'quote_proofs.attachment'])
    .where('quotes.token', '=', token)
    .where('quote_proofs.version', '=', version)
    .executeTakeFirst();
  return (which === 'file' ? row?.file : row?.attachment) ?? undefined;
}

/** The private key and name of a customer's file, only through its own quote's token. */
export async function quoteFileKey(db: Database, token: string, id: string): Promise<{ key: string; name: string } | undefined> {
  const row = await db
    .selectFrom('quote_files')
    .innerJoin('quotes', 'quotes.id', 'quote_files.quote_id')
    .select(['quote_files.file', 'quote_files.name'])
    .where('quotes.token', '=', token)
    .where('quote_files.id', '=', id)
    .executeTakeFirst();
  return row && { key: row.file, name: row.name };
}
