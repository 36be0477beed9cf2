import { z } from 'zod';

/**
 * Web Push to the owner's phones (issue 28, item 2; docs/decisions/034-push-to-the-owner.md): what the
 * back office sends to subscribe a device, and what a notification carries.
 */

/** What a customer or a visitor did that the owner hears about at once. */
export type OwnerEvent = 'quote-request' | 'enquiry' | 'changes' | 'approval' | 'utr' | 'file' | 'paid-online';

export const PUSH_TEXTS = {
  endpoint: 'The push service address must be an https:// address.',
  keys: 'The subscription keys are not those of a browser (p256dh, auth).',
  notify: 'Notify me on this phone',
  stop: 'Stop notifications',
  on: 'Notifications are on for this device.',
  unsupported: 'This browser cannot show notifications. On an iPhone, add the shop to the Home Screen first.',
  blocked: 'Notifications are blocked for this site: allow them in the browser’s settings.',
  failed: 'Could not turn notifications on. Please try again.',
} as const;

/** An address as the push service gave it; compared as its parsed form (the same device twice is one row). */
const endpoint = z
  .string({ error: PUSH_TEXTS.endpoint })
  .max(2048, PUSH_TEXTS.endpoint)
  .transform((text, ctx) => {
    try {
      const url = new URL(text);
      if (url.protocol === 'https:' && !url.username && !url.password && url.href.length <= 2048) return url.href;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: PUSH_TEXTS.endpoint });
    return z.NEVER;
  });

/** base64url (padding allowed) of a P-256 public point, uncompressed (65 bytes, 0x04 first), and of a 16-byte secret. */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH = /^[A-Za-z0-9_-]{22}(?:==)?$/;

/** PushSubscription.toJSON() of the browser; anything else it carries (expirationTime) is not kept. */
export const PushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object(
    {
      p256dh: z.string({ error: PUSH_TEXTS.keys }).regex(P256DH, PUSH_TEXTS.keys),
      auth: z.string({ error: PUSH_TEXTS.keys }).regex(AUTH, PUSH_TEXTS.keys),
    },
    { error: PUSH_TEXTS.keys },
  ),
});
export type PushSubscriptionInput = z.output<typeof PushSubscriptionSchema>;

export const PushEndpointSchema = z.object({ endpoint });

/** The shop's VAPID public key (base64url), for pushManager.subscribe's applicationServerKey. */
export const PushKeySchema = z.object({ publicKey: z.string() });

/** A notification's payload: one-line texts and the back-office screen it opens. */
export const PushMessageSchema = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type PushMessage = z.infer<typeof PushMessageSchema>;
