import type { Kysely, Transaction, Updateable } from 'kysely';
import { checkMove, QUOTE_STAGE_LABELS, startsPrinting, type QuoteStage } from '../../../contract/quote-stages.ts';
import type { Quote } from '../../../contract/quotes.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { isId, nowIso } from '../../lib/ids.ts';
import { giveOrderNumber } from './order-numbers.repository.ts';
import { advanceMissing } from './quote-payments.service.ts';
import { findQuote } from './quotes.repository.ts';

export interface QuoteAnswer {
  stage?: QuoteStage;
  reason?: string;
  courier?: string;
  trackingNo?: string;
  finalPrice?: string | null;
  note?: string;
  /** YYYY-MM-DD, or null to clear (checked by the contract). */
  dueOn?: string | null;
}

export type AnswerOutcome =
  | { status: 'missing' }
  | { status: 'refused'; message: string }
  /** The customer approved the price: it stays until the job is reopened. */
  | { status: 'locked'; message: string }
  | { status: 'answered'; quote: Quote };

const PRICE_LOCKED = 'The customer approved this price. To change it, reopen the job first: move it back to Changes requested, with a reason.';

/** What the timeline says about a move: the reason, or the courier and tracking number. */
function noteOf(answer: QuoteAnswer): string | null {
  const parts = [answer.reason, answer.courier && `Courier: ${answer.courier}`, answer.trackingNo && `Tracking no.: ${answer.trackingNo}`];
  return parts.filter(Boolean).join(' · ') || null;
}

/** The stage a job on hold left (its last step that was not on hold): what its moves and its bill are judged by. */
export async function heldFromOf(trx: Kysely<DB>, id: string): Promise<QuoteStage | undefined> {
  const row = await trx
    .selectFrom('quote_timeline')
    .select('stage')
    .where('quote_id', '=', id)
    .where('stage', '!=', 'on_hold')
    .orderBy('step', 'desc')
    .executeTakeFirst();
  return row?.stage as QuoteStage | undefined;
}

/**
 * Moves a quote from `from` to `to` and adds the step to its timeline (call within a transaction).
 * The update only applies while the stage is still `from`: of two changes at once, the second finds
 * the stage moved (false) and is checked again from there, so the stage and the timeline agree.
 */
export async function moveStage(trx: Transaction<DB>, id: string, from: QuoteStage, to: QuoteStage, note: string | null, set: Updateable<DB['quotes']> = {}) {
  const at = nowIso();
  const result = await trx
    .updateTable('quotes')
    .set({ ...set, status: to, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  if (to === 'quoted') await giveOrderNumber(trx, id, new Date(at));
  const last = await trx.selectFrom('quote_timeline').select('step').where('quote_id', '=', id).orderBy('step', 'desc').executeTakeFirst();
  await trx
    .insertInto('quote_timeline')
    .values({ quote_id: id, step: Number(last?.step ?? 0) + 1, stage: to, at, note })
    .execute();
  return true;
}

type Step = 'done' | 'again' | Exclude<AnswerOutcome, { status: 'answered' }>;

/**
 * The owner's answer; absent keys stay as they are. A stage is checked against the rules of
 * quote-stages.ts; the same stage again changes nothing (a double tap). Pricing a new quote without
 * naming a stage answers it (`quoted`): the visitor's page then shows the price and "Approve proof".
 */
export async function answerQuote(db: Database, id: string, answer: QuoteAnswer): Promise<AnswerOutcome> {
  if ((answer.courier || answer.trackingNo) && answer.stage !== 'dispatched') {
    return { status: 'refused', message: `Courier and tracking number go with the ${QUOTE_STAGE_LABELS.dispatched} stage.` };
  }
  // Not an id (a NUL, say, which PostgreSQL cannot even compare): no such quote.
  if (!isId(id)) return { status: 'missing' };
  const set: Updateable<DB['quotes']> = {};
  if (answer.finalPrice !== undefined) set.final_price = answer.finalPrice;
  if (answer.note !== undefined) set.note = answer.note;
  if (answer.dueOn !== undefined) set.due_on = answer.dueOn;
  for (let attempt = 0; attempt < 5; attempt++) {
    const step = await db.transaction().execute(async (trx): Promise<Step> => {
      const row = await trx.selectFrom('quotes').select(['status', 'final_price', 'approved_at']).where('id', '=', id).executeTakeFirst();
      if (!row) return { status: 'missing' };
      const from = row.status as QuoteStage;
      const to = answer.stage ?? (answer.finalPrice && from === 'new' ? 'quoted' : from);
      const reopening = Boolean(row.approved_at) && to === 'changes_requested';
      // An approved price holds; reopening the job (in this same answer too) frees it.
      if (row.approved_at && !reopening && answer.finalPrice !== undefined && answer.finalPrice !== row.final_price) {
        return { status: 'locked', message: PRICE_LOCKED };
      }
      if (to === from) {
        // Only while the approval is as read: a customer's approval landing between the read and this
        // write (PostgreSQL) makes it try again, and the price it approved then holds.
        const updated = await trx
          .updateTable('quotes')
          .set({ ...set, updated_at: nowIso() })
          .where('id', '=', id)
          .where((eb) => (row.approved_at === null ? eb('approved_at', 'is', null) : eb('approved_at', '=', row.approved_at)))
          .executeTakeFirst();
        return Number(updated.numUpdatedRows) ? 'done' : 'again';
      }
      const refusal = checkMove(from, to, answer.reason, from === 'on_hold' ? await heldFromOf(trx, id) : undefined);
      if (refusal) return { status: 'refused', message: refusal };
      if (startsPrinting(from, to)) {
        const waiting = await advanceMissing(trx, id, answer.finalPrice ?? row.final_price);
        if (waiting) return { status: 'locked', message: waiting };
      }
      // Reopened: the approval stays on its proof, the quote waits for a new proof and a new approval.
      return (await moveStage(trx, id, from, to, noteOf(answer), reopening ? { ...set, approved_at: null } : set)) ? 'done' : 'again';
    });
    if (step === 'again') continue;
    if (step !== 'done') return step;
    const quote = await findQuote(db, id);
    return quote ? { status: 'answered', quote } : { status: 'missing' };
  }
  return { status: 'refused', message: 'The quote is changing right now; please reload and try again.' };
}
