import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ConfirmedPayment } from './gateway-payments.service.ts';

/**
 * Razorpay's webhooks (https://razorpay.com/docs/webhooks/): `X-Razorpay-Signature` is the hex
 * HMAC-SHA256 of the raw body with the webhook secret. The bytes as they came are signed, so they are
 * checked before anything reads them as JSON.
 */
export function signatureMatches(rawBody: Buffer, signature: unknown, secret: string): boolean {
  if (!secret || typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  // Both 32 bytes by the pattern above; timingSafeEqual throws on unequal lengths, so say it anyway.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const entity = <T extends z.ZodType>(shape: T) => z.object({ entity: shape });

/** payment_link.paid: the link, and the payment that paid it (the documented sample's fields this shop reads). */
const PaidEvent = z.object({
  event: z.literal('payment_link.paid'),
  payload: z.object({
    payment_link: entity(z.object({ id: z.string().min(1).max(100), amount: z.number().int(), status: z.string().max(40) })),
    payment: entity(z.object({ id: z.string().min(1).max(100), amount: z.number().int().positive(), status: z.string().max(40).optional() })),
  }),
});

export type WebhookReading = { kind: 'paid'; payment: ConfirmedPayment } | { kind: 'other' } | { kind: 'malformed' };

/** What a signed body says: a paid link, an event this shop does not act on, or something unreadable. */
export function readEvent(rawBody: Buffer): WebhookReading {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { kind: 'malformed' };
  }
  const event = (body as { event?: unknown } | null)?.event;
  if (typeof event !== 'string') return { kind: 'malformed' };
  if (event !== 'payment_link.paid') return { kind: 'other' };
  const parsed = PaidEvent.safeParse(body);
  if (!parsed.success) return { kind: 'malformed' };
  const { payment_link: link, payment } = parsed.data.payload;
  return {
    kind: 'paid',
    payment: {
      provider: 'razorpay',
      linkId: link.entity.id,
      paymentId: payment.entity.id,
      amountPaise: BigInt(payment.entity.amount),
      linkStatus: link.entity.status,
    },
  };
}
