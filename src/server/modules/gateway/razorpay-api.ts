import { z } from 'zod';
import type { GatewaySettings } from './gateway-settings.repository.ts';

/**
 * Razorpay's Payment Links API, as documented (https://razorpay.com/docs/api/payments/payment-links/):
 * `POST /v1/payment_links`, `GET /v1/payment_links/{id}` and `POST /v1/payment_links/{id}/cancel`, basic auth key id : key secret, amounts in
 * paise. The base address is configurable (RAZORPAY_API_URL), so tests speak to a stand-in.
 */

/** The provider did not answer, or answered with an error: nothing it said may be kept. */
export class GatewayUnavailable extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayUnavailable';
  }
}

/** What the customer is asked to pay, and where they come back to. */
export interface LinkRequest {
  amountPaise: bigint;
  reference: string;
  description: string;
  customer: { name: string; contact: string };
  callbackUrl: string;
}

const LINK_STATUSES = ['created', 'partially_paid', 'paid', 'cancelled', 'expired'] as const;

const LinkAnswer = z.object({
  id: z.string().min(1).max(100),
  short_url: z.string().url().max(500),
  status: z.enum(LINK_STATUSES),
  amount: z.number().int().positive(),
});

const FetchedLink = LinkAnswer.extend({
  // null or absent on a link nobody has paid yet
  payments: z
    .array(z.object({ payment_id: z.string().min(1).max(100), amount: z.number().int(), status: z.string(), method: z.string().optional() }))
    .nullish(),
});
export type ProviderLink = z.infer<typeof FetchedLink>;

const TIMEOUT_MS = 10_000;

export class RazorpayApi {
  constructor(
    private readonly baseUrl: string,
    private readonly settings: Pick<GatewaySettings, 'keyId' | 'keySecret'>,
  ) {}

  private async call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const auth = Buffer.from(`${this.settings.keyId}:${this.settings.keySecret}`).toString('base64');
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { authorization: `Basic ${auth}`, ...(body ? { 'content-type': 'application/json' } : {}), accept: 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new GatewayUnavailable(`Razorpay did not answer: ${(err as Error).message}`);
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) {
      // Razorpay's error is {error: {code, description}}: its description names what it refused (never a secret of ours).
      const description = (safeJson(text) as { error?: { description?: unknown } } | undefined)?.error?.description;
      throw new GatewayUnavailable(`Razorpay answered ${res.status}${typeof description === 'string' ? `: ${description.slice(0, 200)}` : ''}`, res.status);
    }
    const parsed = schema.safeParse(safeJson(text));
    if (!parsed.success) throw new GatewayUnavailable('Razorpay answered in a shape this shop does not know');
    return parsed.data;
  }

  /** A Standard Payment Link for one amount; no SMS or e-mail from Razorpay: the page sends the customer there. */
  createLink(link: LinkRequest): Promise<ProviderLink> {
    return this.call('POST', '/v1/payment_links', LinkAnswer, {
      // Integer paise as a JSON number: a job's price is far below 2^53 paise.
      amount: Number(link.amountPaise),
      currency: 'INR',
      accept_partial: false,
      reference_id: link.reference,
      description: link.description,
      customer: link.customer,
      notify: { sms: false, email: false },
      reminder_enable: false,
      callback_url: link.callbackUrl,
      callback_method: 'get',
    });
  }

  fetchLink(linkId: string): Promise<ProviderLink> {
    return this.call('GET', `/v1/payment_links/${encodeURIComponent(linkId)}`, FetchedLink);
  }

  /**
   * Cancels an open link (no body; the answer is the link, `cancelled`), so it can no longer be paid.
   * Razorpay refuses a link already paid, cancelled or expired with 400 BAD_REQUEST_ERROR.
   */
  cancelLink(linkId: string): Promise<ProviderLink> {
    return this.call('POST', `/v1/payment_links/${encodeURIComponent(linkId)}/cancel`, FetchedLink);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
