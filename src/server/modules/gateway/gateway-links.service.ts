import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { oneLine } from '../../../contract/one-line.ts';
import { TOKEN_PATTERN } from '../../../contract/quotes.ts';
import { whatsappNumber } from '../../../contract/whatsapp.ts';
import { isUniqueViolation, type Database } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { claimLink, type Claim } from './gateway-link-claim.ts';
import { dueOnline, withdrawLink, type Recorded, type StoredLink } from './gateway-link-settle.ts';
import { activeGateway } from './gateway-settings.repository.ts';
import { GatewayUnavailable, RazorpayApi } from './razorpay-api.ts';

export type StartOutcome = { status: 'missing' } | { status: 'closed' } | { status: 'unavailable' } | { status: 'done'; url: string };

/** The customer's number as Razorpay wants a contact: +91XXXXXXXXXX (the number as typed when it is no Indian mobile). */
const contactOf = (phone: string) => {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  return `+${whatsappNumber(digits) ?? digits}`.slice(0, 16);
};

/** How long a tap waits for another tap of the same job making the same link, and how often it looks. */
const WAIT_MS = 30_000;
const LOOK_EVERY_MS = 100;

/**
 * Cancels the job's links that ask for amounts no longer due (decision 044, 2026-11-28), so an old tab
 * or a forwarded link cannot take them. Answers how many payments they turned out to have taken: the
 * amount due is then no longer the one this request set out to ask. A link the provider did not answer
 * for stays open (the reconciliation asks again) and does not hold the customer up.
 */
async function withdrawSuperseded(db: Database, api: RazorpayApi, links: StoredLink[], log: FastifyBaseLogger, recorded: Recorded): Promise<number> {
  let paid = 0;
  for (const link of links) {
    try {
      const settled = await withdrawLink(db, api, link, recorded);
      paid += settled.recorded;
      if (settled.open) log.warn({ linkId: link.link_id }, 'old payment link not cancelled: the gateway still has it open');
    } catch (err) {
      if (!(err instanceof GatewayUnavailable)) throw err;
      log.warn({ linkId: link.link_id, err: err.message, status: err.status }, 'old payment link not cancelled: the gateway did not answer');
    }
  }
  return paid;
}

/** The claim of this round, or none when a racing reservation took the reference first (the next round picks another). */
async function tryClaim(...args: Parameters<typeof claimLink>): Promise<Claim | undefined> {
  try {
    return await claimLink(...args);
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

/**
 * The customer's "Pay online": a payment link for what is due now, made through the provider, and its
 * address to send the customer to. An open link of the same amount is the same attempt (a second tap,
 * a page opened again) and is answered again; taps at once wait for the one making the link. A new
 * amount first cancels the job's older links at the provider; if one of them was paid meanwhile, the
 * payment is recorded and the amount due worked out again, so no link is made for a stale amount.
 * When the provider fails the reserved row goes: nothing is kept of a link that does not exist.
 */
export async function startOnlinePayment(
  db: Database,
  apiUrl: string,
  token: string,
  origin: string,
  log: FastifyBaseLogger,
  recorded: Recorded,
): Promise<StartOutcome> {
  if (!TOKEN_PATTERN.test(token)) return { status: 'missing' };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const row = await db.selectFrom('quotes').selectAll().where('token', '=', token).executeTakeFirst();
    if (!row) return { status: 'missing' };
    const gateway = await activeGateway(db);
    const due = await dueOnline(db, row);
    if (!gateway || !due || !row.order_number) return { status: 'closed' };
    const claim = await tryClaim(db, { id: row.id, order_number: row.order_number }, gateway.provider, due.amountPaise);
    if (claim?.kind === 'open') return { status: 'done', url: claim.url };
    if (claim?.kind !== 'mine') {
      if (Date.now() > deadline) return { status: 'unavailable' };
      await sleep(LOOK_EVERY_MS);
      continue;
    }
    const api = new RazorpayApi(apiUrl, gateway);
    try {
      if (await withdrawSuperseded(db, api, claim.superseded, log, recorded)) {
        await db.deleteFrom('gateway_links').where('id', '=', claim.id).execute();
        continue;
      }
      const link = await api.createLink({
        amountPaise: due.amountPaise,
        reference: claim.reference,
        description: `${row.order_number}: ${due.asking} for ${oneLine(row.listing_title)}`.slice(0, 250),
        customer: { name: oneLine(row.name).slice(0, 100) || 'Customer', contact: contactOf(row.phone) },
        callbackUrl: `${origin}${row.lang === 'hi' ? '/hi' : ''}/quote/${row.token}`,
      });
      await db
        .updateTable('gateway_links')
        .set({ link_id: link.id, short_url: link.short_url, status: link.status, updated_at: nowIso() })
        .where('id', '=', claim.id)
        .execute();
      return { status: 'done', url: link.short_url };
    } catch (err) {
      await db.deleteFrom('gateway_links').where('id', '=', claim.id).execute();
      if (!(err instanceof GatewayUnavailable)) throw err;
      log.warn({ err: err.message, status: err.status }, 'payment link not made: the gateway refused or did not answer');
      return { status: 'unavailable' };
    }
  }
}
