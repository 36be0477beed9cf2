import type { Listing } from '../../../contract/catalogue.ts';
import type { AppConfig } from '../../env.ts';
import { DEFAULT_BILLING_SETTINGS } from '../../../contract/billing-settings.ts';
import { RazorpayStandIn, razorpaySignature } from '../../test-support/razorpay-stand-in.ts';
import { saveBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { askQuote, openQuoteShop } from '../quotes/quotes.test-support.ts';

export const WEBHOOK_SECRET = 'whsec-शुभ-विवाह-Z9';

export interface GatewayShop {
  t: ShopTestApp;
  listing: Listing;
  razorpay: RazorpayStandIn;
  close: () => Promise<void>;
}

/** A quote shop with a UPI ID, a 50 % advance and Razorpay on, its API a stand-in on 127.0.0.1. */
export async function openGatewayShop(overrides: Partial<AppConfig> = {}): Promise<GatewayShop> {
  const razorpay = await RazorpayStandIn.start();
  const { t, listing } = await openQuoteShop({ razorpayApiUrl: razorpay.url, ...overrides });
  await saveBillingSettings(t.app.db, { ...DEFAULT_BILLING_SETTINGS, upiId: 'shreeganesh@okaxis', upiName: 'Shree Ganesh Printers' });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/gateway',
    headers: { cookie: t.cookie },
    payload: { provider: 'razorpay', keyId: razorpay.keyId, keySecret: razorpay.keySecret, webhookSecret: WEBHOOK_SECRET },
  });
  if (saved.statusCode !== 200) throw new Error(`gateway settings: ${saved.statusCode} ${saved.body}`);
  return {
    t,
    listing,
    razorpay,
    close: async () => {
      await t.close();
      await razorpay.close();
    },
  };
}

/** Asha's quote priced at `price` (so it has an order number): its id and token. */
export async function pricedQuote(s: GatewayShop, price: string, name = 'Asha'): Promise<{ id: string; token: string }> {
  const q = await askQuote(s.t, s.listing, name);
  const res = await s.t.app.inject({ method: 'PUT', url: `/api/quotes/${q.id}`, headers: { cookie: s.t.cookie }, payload: { finalPrice: price } });
  if (res.statusCode !== 200) throw new Error(`price: ${res.statusCode} ${res.body}`);
  return q;
}

/** The customer's "Pay online" tap. */
export const payOnline = (s: GatewayShop, token: string) => s.t.app.inject({ method: 'POST', url: `/api/quotes/${token}/pay-online`, payload: {} });

/** The customer's tap, then the link it made (the newest at the stand-in). */
export async function linkOf(s: GatewayShop, token: string): Promise<string> {
  const res = await payOnline(s, token);
  if (res.statusCode !== 200) throw new Error(`pay online: ${res.statusCode} ${res.body}`);
  return res.json().url.split('/i/')[1];
}

/** Razorpay delivering a webhook: the body as bytes, signed with `secret` unless a signature is given. */
export const deliver = (s: GatewayShop, body: string, signature: string | null = razorpaySignature(body, WEBHOOK_SECRET)) =>
  s.t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/razorpay',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-razorpay-signature': signature }) },
    payload: body,
  });

/** The job as the owner sees it. */
export const ownersQuote = async (s: GatewayShop, id: string) =>
  (await s.t.app.inject({ method: 'GET', url: `/api/quotes/${id}`, headers: { cookie: s.t.cookie } })).json();

/** Every payment of the shop, as stored. */
export const storedPayments = (s: GatewayShop) =>
  s.t.app.db
    .selectFrom('quote_payments')
    .select(['quote_id', 'amount_paise', 'method', 'reference', 'gateway_payment_id', 'to_check'])
    .orderBy('created_at')
    .execute();
