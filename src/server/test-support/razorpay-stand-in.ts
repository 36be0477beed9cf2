import { createHmac, randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A link as the stand-in keeps it, in Razorpay's own field names. */
export interface StandInLink {
  id: string;
  amount: number;
  currency: string;
  reference_id: string;
  description: string;
  customer: { name: string; contact: string };
  callback_url: string;
  short_url: string;
  status: 'created' | 'paid' | 'cancelled' | 'expired';
  payments: { payment_id: string; amount: number; method: string; status: string; created_at: number }[] | null;
}

/** What a POST /v1/payment_links carried, for the test to look at. */
export interface ReceivedCreate {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** Razorpay's error shape ({error: {code, description}}). */
const refuse = (response: ServerResponse, status: number, description: string) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description } }));
};

const answer = (response: ServerResponse, body: unknown) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const problemOf = (b: Record<string, unknown>, seen: Set<string>): string | null => {
  const customer = b.customer as Record<string, unknown> | undefined;
  const notify = b.notify as Record<string, unknown> | undefined;
  if (typeof b.amount !== 'number' || !Number.isInteger(b.amount) || b.amount < 100) return 'amount must be an integer of at least 100 paise';
  if (b.currency !== 'INR') return 'currency must be INR';
  if (typeof b.reference_id !== 'string' || !b.reference_id || b.reference_id.length > 40) return 'reference_id must be at most 40 characters';
  if (seen.has(b.reference_id)) return 'reference_id already exists';
  if (typeof b.description !== 'string' || b.description.length > 2048) return 'description must be text';
  if (typeof customer?.name !== 'string' || typeof customer.contact !== 'string' || !/^\+91\d{10}$/.test(customer.contact))
    return 'customer must carry name and contact';
  if (notify?.sms !== false || notify.email !== false) return 'notify must turn sms and email off';
  if (typeof b.callback_url !== 'string' || !/^https?:\/\//.test(b.callback_url) || b.callback_method !== 'get') return 'callback_url and callback_method get';
  return null;
};

/**
 * A local stand-in of Razorpay's Payment Links API (https://razorpay.com/docs/api/payments/payment-links/)
 * on 127.0.0.1: `POST /v1/payment_links`, `GET /v1/payment_links/{id}` and `POST /v1/payment_links/{id}/cancel`
 * behind basic auth, checking
 * what the shop sends as Razorpay would (amount in integer paise, a unique reference_id of at most 40
 * characters, the customer's phone), and answering in its shapes. `/i/{id}` stands for the short_url's
 * checkout page. `pay()` plays the customer paying; `paidEvent()` writes the webhook Razorpay would send.
 */
export class RazorpayStandIn {
  readonly links = new Map<string, StandInLink>();
  readonly creates: ReceivedCreate[] = [];
  /** The links asked about (GET /v1/payment_links/{id}), one entry a call. */
  readonly reads: string[] = [];
  /** The links asked to be cancelled (POST /v1/payment_links/{id}/cancel), one entry a call, refused ones included. */
  readonly cancelAsks: string[] = [];
  /** Statuses to answer the next calls with instead (502, 503…), in order. */
  failures: number[] = [];
  private readonly references = new Set<string>();

  private constructor(
    private readonly server: http.Server,
    readonly keyId: string,
    readonly keySecret: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** `port` 0 (a free one) unless the server under test was told where to find it (the browser tests). */
  static async start(keyId = 'rzp_test_1DP5mmOlF5G5ag', keySecret = 'thisIsTheKeySecret0123', port = 0): Promise<RazorpayStandIn> {
    const server = http.createServer();
    const standIn = new RazorpayStandIn(server, keyId, keySecret);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => standIn.handle(request, response, Buffer.concat(chunks).toString('utf8')));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    return standIn;
  }

  private handle(request: IncomingMessage, response: ServerResponse, text: string): void {
    const url = new URL(request.url ?? '/', this.url);
    if (url.pathname === '/favicon.ico') {
      response.writeHead(204);
      response.end();
      return;
    }
    const page = /^\/i\/(plink_\w+)$/.exec(url.pathname);
    if (request.method === 'GET' && page) {
      const link = this.links.get(page[1]!);
      response.writeHead(link ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>Razorpay stand-in</title><h1>Pay ₹${((link?.amount ?? 0) / 100).toFixed(2)}</h1><p>${link?.reference_id ?? ''}</p>`);
      return;
    }
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return refuse(response, 401, 'Authentication failed');
    const failure = this.failures.shift();
    if (failure) return refuse(response, failure, 'The stand-in was told to fail');
    if (request.method === 'POST' && url.pathname === '/v1/payment_links') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return refuse(response, 400, 'The request body is not JSON');
      }
      this.creates.push({ authorization: request.headers.authorization, body });
      const problem = problemOf(body, this.references);
      if (problem) return refuse(response, 400, problem);
      const id = `plink_${randomBytes(7).toString('hex')}`;
      const link: StandInLink = {
        id,
        amount: body.amount as number,
        currency: 'INR',
        reference_id: body.reference_id as string,
        description: body.description as string,
        customer: body.customer as StandInLink['customer'],
        callback_url: body.callback_url as string,
        short_url: `${this.url}/i/${id}`,
        status: 'created',
        payments: null,
      };
      this.references.add(link.reference_id);
      this.links.set(id, link);
      return answer(response, { ...link, accept_partial: false, amount_paid: 0, created_at: Math.floor(Date.now() / 1000), upi_link: false });
    }
    const one = /^\/v1\/payment_links\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && one) {
      this.reads.push(decodeURIComponent(one[1]!));
      const link = this.links.get(decodeURIComponent(one[1]!));
      if (!link) return refuse(response, 400, 'The id provided does not exist');
      const paid = (link.payments ?? []).filter((p) => p.status === 'captured').reduce((sum, p) => sum + p.amount, 0);
      return answer(response, { ...link, amount_paid: paid });
    }
    const cancel = /^\/v1\/payment_links\/([^/]+)\/cancel$/.exec(url.pathname);
    if (cancel) return this.cancel(request, response, decodeURIComponent(cancel[1]!));
    refuse(response, 404, 'The requested URL was not found on the server.');
  }

  /** Razorpay cancels a link only while it is `created`; a paid, cancelled or expired one is refused with 400. */
  private cancel(request: IncomingMessage, response: ServerResponse, linkId: string): void {
    if (request.method !== 'POST') return refuse(response, 405, 'The requested method is not allowed for this URL.');
    this.cancelAsks.push(linkId);
    const link = this.links.get(linkId);
    if (!link) return refuse(response, 400, 'The id provided does not exist');
    if (link.status !== 'created') return refuse(response, 400, `Payment Link cannot be cancelled as it is in ${link.status} state`);
    link.status = 'cancelled';
    return answer(response, { ...link, amount_paid: 0, cancelled_at: Math.floor(Date.now() / 1000) });
  }

  /** The links cancelled at the stand-in. */
  get cancelled(): string[] {
    return [...this.links.values()].filter((l) => l.status === 'cancelled').map((l) => l.id);
  }

  /** The customer pays the link (`amount`: another amount than asked, as a test of the shop's check); a cancelled or expired one cannot be. */
  pay(linkId: string, amount?: number): { paymentId: string; amount: number } {
    const link = this.links.get(linkId);
    if (!link) throw new Error(`no link ${linkId}`);
    if (link.status === 'cancelled' || link.status === 'expired') throw new Error(`link ${linkId} is ${link.status}: Razorpay takes no payment on it`);
    const payment = {
      payment_id: `pay_${randomBytes(7).toString('hex')}`,
      amount: amount ?? link.amount,
      method: 'upi',
      status: 'captured',
      created_at: Math.floor(Date.now() / 1000),
    };
    link.payments = [...(link.payments ?? []), payment];
    link.status = 'paid';
    return { paymentId: payment.payment_id, amount: payment.amount };
  }

  /** The payment_link.paid webhook for a payment, as Razorpay documents it (https://razorpay.com/docs/webhooks/payment-links/). */
  paidEvent(linkId: string, payment: { paymentId: string; amount: number }): string {
    const link = this.links.get(linkId)!;
    const now = Math.floor(Date.now() / 1000);
    return JSON.stringify({
      entity: 'event',
      account_id: 'acc_StandIn0000001',
      event: 'payment_link.paid',
      contains: ['payment_link', 'order', 'payment'],
      payload: {
        payment_link: {
          entity: {
            id: link.id,
            amount: link.amount,
            amount_paid: payment.amount,
            currency: 'INR',
            reference_id: link.reference_id,
            short_url: link.short_url,
            status: 'paid',
            description: link.description,
          },
        },
        order: { entity: { id: `order_${randomBytes(7).toString('hex')}`, amount: link.amount, amount_paid: payment.amount, status: 'paid' } },
        payment: {
          entity: {
            id: payment.paymentId,
            entity: 'payment',
            amount: payment.amount,
            currency: 'INR',
            status: 'captured',
            method: 'upi',
            captured: true,
            vpa: 'customer@okicici',
            contact: link.customer.contact,
            created_at: now,
          },
        },
      },
      created_at: now,
    });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** X-Razorpay-Signature of a body: hex HMAC-SHA256 with the webhook secret. */
export const razorpaySignature = (body: string | Buffer, secret: string): string => createHmac('sha256', secret).update(body).digest('hex');
