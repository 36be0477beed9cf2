import type { Database } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import type { StoredLink } from './gateway-link-settle.ts';

/** Razorpay takes a reference_id of at most 40 characters. */
const REFERENCE_MAX = 40;

/**
 * How long another request's `creating` row is waited for rather than passed over: that request may
 * cancel old links (a call, and a read when refused) before making its own, each call 10 s at most
 * (razorpay-api.ts). A row older than this was left by a crash; the reconciliation removes it later.
 */
const ABANDONED_MS = 2 * 60_000;

/** The first attempt from `attempt` on whose reference no row has (a failed attempt's row is gone, its number kept by a later one). */
async function freeReference(trx: Database, orderNumber: string, attempt: number): Promise<string> {
  for (let n = attempt; ; n++) {
    const reference = `${orderNumber.slice(0, REFERENCE_MAX - `-${n}`.length)}-${n}`;
    if (!(await trx.selectFrom('gateway_links').select('id').where('reference', '=', reference).executeTakeFirst())) return reference;
  }
}

export type Claim =
  /** An open link already asks for this amount: the same attempt (a second tap, a page opened twice). */
  | { kind: 'open'; url: string }
  /** Another request is making the link for this amount now. */
  | { kind: 'wait' }
  /** This request makes the link, on the row reserved here; the job's other open links ask for amounts no longer due. */
  | { kind: 'mine'; id: string; reference: string; superseded: StoredLink[] };

/**
 * Decides, one request of a job at a time, who makes the link for an amount: the quote's row is
 * locked first (an update that changes nothing, as quote-proofs.repository.ts does), so of twenty
 * taps at once one reserves the row and the others find it. The reservation's reference is the order
 * number and the attempt (SGP-2026-27-0042-3, at most 40 characters), one no stored row has; the
 * unique index has the last word, across processes.
 */
export async function claimLink(db: Database, quote: { id: string; order_number: string }, provider: string, amountPaise: bigint): Promise<Claim> {
  return db.transaction().execute(async (trx): Promise<Claim> => {
    await trx
      .updateTable('quotes')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', quote.id)
      .execute();
    const links = await trx
      .selectFrom('gateway_links')
      .select(['id', 'provider', 'link_id', 'short_url', 'amount_paise', 'status', 'reference', 'created_at'])
      .where('quote_id', '=', quote.id)
      .orderBy('created_at', 'desc')
      .execute();
    const open = links.filter((l) => l.provider === provider && l.status === 'created' && l.link_id);
    const same = open.find((l) => BigInt(l.amount_paise) === amountPaise && l.short_url);
    if (same) return { kind: 'open', url: same.short_url };
    const since = new Date(Date.now() - ABANDONED_MS).toISOString();
    if (links.some((l) => l.status === 'creating' && BigInt(l.amount_paise) === amountPaise && l.created_at > since)) return { kind: 'wait' };

    const reference = await freeReference(trx, quote.order_number, links.length + 1);
    const id = newId();
    const now = nowIso();
    await trx
      .insertInto('gateway_links')
      .values({
        id,
        quote_id: quote.id,
        provider,
        link_id: null,
        reference,
        amount_paise: String(amountPaise),
        status: 'creating',
        created_at: now,
        updated_at: now,
      })
      .execute();
    return {
      kind: 'mine',
      id,
      reference,
      superseded: open.filter((l) => BigInt(l.amount_paise) !== amountPaise).map((l) => ({ id: l.id, link_id: l.link_id! })),
    };
  });
}
