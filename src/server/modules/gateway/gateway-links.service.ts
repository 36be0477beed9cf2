import type { FastifyBaseLogger } from 'fastify';
import { toPaise } from '../../../contract/money.ts';
import { oneLine } from '../../../contract/one-line.ts';
import { TOKEN_PATTERN } from '../../../contract/quotes.ts';
import { whatsappNumber } from '../../../contract/whatsapp.ts';
import { isUniqueViolation, type Database } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { moneyOf } from '../quotes/quote-payments.repository.ts';
import { activeGateway } from './gateway-settings.repository.ts';
import { GatewayUnavailable, RazorpayApi } from './razorpay-api.ts';

export type StartOutcome = { status: 'missing' } | { status: 'closed' } | { status: 'unavailable' } | { status: 'done'; url: string };

/** Razorpay takes a reference_id of at most 40 characters. */
const REFERENCE_MAX = 40;

/** The customer's number as Razorpay wants a contact: +91XXXXXXXXXX (the number as typed when it is no Indian mobile). */
const contactOf = (phone: string) => {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  return `+${whatsappNumber(digits) ?? digits}`.slice(0, 16);
};

/**
 * Reserves the link's row before the provider is asked, so that its reference (the order number and
 * the attempt: SGP-2026-27-0042-3) is unique across processes: two attempts at once take different
 * numbers, the unique index saying which. The row is `creating` until the provider answers.
 */
async function reserveLink(db: Database, quoteId: string, orderNumber: string, amountPaise: bigint): Promise<{ id: string; reference: string }> {
  const made = await db
    .selectFrom('gateway_links')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('quote_id', '=', quoteId)
    .executeTakeFirst();
  let attempt = Number(made?.n ?? 0) + 1;
  for (;;) {
    const suffix = `-${attempt}`;
    const reference = `${orderNumber.slice(0, REFERENCE_MAX - suffix.length)}${suffix}`;
    const id = newId();
    const now = nowIso();
    try {
      await db
        .insertInto('gateway_links')
        .values({
          id,
          quote_id: quoteId,
          provider: 'razorpay',
          link_id: null,
          reference,
          amount_paise: String(amountPaise),
          status: 'creating',
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { id, reference };
    } catch (err) {
      if (!isUniqueViolation(err) || attempt > 1000) throw err;
      attempt += 1;
    }
  }
}

/**
 * The customer's "Pay online": a payment link for what is due now, made through the provider, and its
 * address to send the customer to. An open link of the same amount is the same attempt (a second tap,
 * a page opened again) and is answered again rather than a second link made. When the provider fails
 * the reserved row goes: nothing is kept of a link that does not exist.
 */
export async function startOnlinePayment(db: Database, apiUrl: string, token: string, origin: string, log: FastifyBaseLogger): Promise<StartOutcome> {
  if (!TOKEN_PATTERN.test(token)) return { status: 'missing' };
  const row = await db.selectFrom('quotes').selectAll().where('token', '=', token).executeTakeFirst();
  if (!row) return { status: 'missing' };
  const gateway = await activeGateway(db);
  const payment = (await moneyOf(db, [row])).get(row.id)?.payment;
  if (!gateway || !payment?.online || !row.order_number) return { status: 'closed' };
  const amount = toPaise(payment.dueNow);
  const open = await db
    .selectFrom('gateway_links')
    .select(['short_url', 'amount_paise'])
    .where('quote_id', '=', row.id)
    .where('provider', '=', gateway.provider)
    .where('status', '=', 'created')
    .orderBy('created_at', 'desc')
    .execute();
  const same = open.find((l) => BigInt(l.amount_paise) === amount && l.short_url);
  if (same) return { status: 'done', url: same.short_url };

  const reserved = await reserveLink(db, row.id, row.order_number, amount);
  try {
    const link = await new RazorpayApi(apiUrl, gateway).createLink({
      amountPaise: amount,
      reference: reserved.reference,
      description: `${row.order_number}: ${payment.asking === 'advance' ? 'advance' : 'balance'} for ${oneLine(row.listing_title)}`.slice(0, 250),
      customer: { name: oneLine(row.name).slice(0, 100) || 'Customer', contact: contactOf(row.phone) },
      callbackUrl: `${origin}${row.lang === 'hi' ? '/hi' : ''}/quote/${row.token}`,
    });
    await db
      .updateTable('gateway_links')
      .set({ link_id: link.id, short_url: link.short_url, status: link.status, updated_at: nowIso() })
      .where('id', '=', reserved.id)
      .execute();
    return { status: 'done', url: link.short_url };
  } catch (err) {
    await db.deleteFrom('gateway_links').where('id', '=', reserved.id).execute();
    if (!(err instanceof GatewayUnavailable)) throw err;
    log.warn({ err: err.message, status: err.status }, 'payment link not made: the gateway refused or did not answer');
    return { status: 'unavailable' };
  }
}
