import { createHash } from 'node:crypto';
import { QUOTE_MESSAGES } from '../../../contract/quotes.ts';
import { whatsappNumber } from '../../../contract/whatsapp.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { SharedCounters } from '../../lib/shared-counters.ts';

const WINDOW_MS = 3_600_000;

/**
 * One key per number however it was typed: "98220 54321", "+91 98220-54321", "09822054321" and
 * "0091 98220 54321" are all +919822054321. Otherwise a sender would get a fresh allowance per spelling.
 */
function phoneKey(phone: string): string {
  // 00 is how an international number is dialled from India; wa.me's rule (whatsappNumber) does the rest.
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  return `+${whatsappNumber(digits) ?? digits}`;
}

/**
 * Quote requests per phone number an hour (ENQUIRIES_PER_PHONE_PER_HOUR). Indian mobile networks put
 * many phones behind one public address (CGNAT), so the address limit must be loose; the number a
 * sender types is what holds one sender back. Counted in the app's shared counters, so with REDIS_URL
 * every process shares the count; counting first, then comparing, keeps a parallel burst from all
 * slipping past.
 */
export class PhoneLimit {
  constructor(
    private readonly counters: SharedCounters,
    private readonly perHour: number,
  ) {}

  /** Counts one request about to be stored, or throws 429 until the window ends. */
  async admit(phone: string, now = Date.now()): Promise<void> {
    // A digest, not the number: Redis and its monitors never list customers' phones.
    const key = `quote-phone:${createHash('sha256').update(phoneKey(phone)).digest('base64url')}`;
    const counted = await this.counters.hit(key, WINDOW_MS, now);
    if (counted.count <= this.perHour) return;
    await counted.giveBack();
    throw new HttpError(429, QUOTE_MESSAGES.tooMany, { 'retry-after': String(Math.max(1, Math.ceil((counted.resetAt - now) / 1000))) });
  }
}
