import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../env.ts';

/** Razorpay's API unless RAZORPAY_API_URL names another (a stand-in in tests). */
export const razorpayApiUrl = (config: AppConfig): string => (config.razorpayApiUrl ?? 'https://api.razorpay.com').replace(/\/$/, '');

/**
 * The owner's buzz for a payment the gateway confirmed: told by the code that recorded it, once per
 * payment, rather than by a route's `notify` policy, which would buzz again for every replayed webhook
 * (each answered 200) and never for a payment the reconciliation found.
 */
export const tellPaid = (app: FastifyInstance, quoteToken: string): void => app.ownerPush.tell('paid-online', { quoteToken });
