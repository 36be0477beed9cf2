import { z } from 'zod';
import { asObject, noNul } from './fields.ts';

/**
 * Online payment through a payment gateway (issue 31, item 1; docs/decisions/044-online-payment-confirmed-by-the-gateway.md):
 * the owner's settings and what the job's screen shows. Razorpay first; the provider is named so
 * another may follow. The secrets are written, never read back: answers say only whether each is set.
 */
export const GATEWAY_PROVIDERS = ['none', 'razorpay'] as const;
export type GatewayProvider = (typeof GATEWAY_PROVIDERS)[number];

export const GATEWAY_MESSAGES = {
  provider: `provider must be one of: ${GATEWAY_PROVIDERS.join(', ')}.`,
  keyId: 'The key id looks like rzp_live_… or rzp_test_… (Razorpay Dashboard → Account & Settings → API Keys).',
  keySecret: 'Please give the key secret shown beside the key id when it was made.',
  webhookSecret: 'Please give the webhook secret typed in Razorpay’s webhook settings.',
  secretText: 'A secret must be text of at most 200 characters, without spaces.',
  nul: 'Text must not contain NUL characters.',
  saved: 'Online payment settings saved',
  saveFailed: 'Could not save the online payment settings.',
  notSet: 'Online payment is off: choose Razorpay in Settings → Online payment first.',
  checkFailed: 'Razorpay did not answer. Please try again in a few minutes.',
  checked: 'Checked with Razorpay',
  markedChecked: 'Marked as checked',
  noCheck: 'This payment has nothing to check.',
  paymentMissing: 'Payment not found.',
} as const;
const M = GATEWAY_MESSAGES;

const KEY_ID = /^rzp_(?:live|test)_[A-Za-z0-9]{6,40}$/;

/** A secret as pasted: surrounding spaces go; blank keeps the stored one. */
const secretField = z
  .preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: M.secretText }))
  .refine(noNul, M.nul)
  .transform((v) => v.trim())
  .refine((v) => v.length <= 200 && !/\s/.test(v), M.secretText);

/** PUT /api/settings/gateway. A blank secret keeps the one stored (the form never shows it); the server says when one is missing. */
export const GatewaySettingsInputSchema = z.preprocess(
  asObject,
  z
    .object({
      provider: z.enum(GATEWAY_PROVIDERS, { error: M.provider }),
      keyId: z
        .preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: M.keyId }))
        .refine(noNul, M.nul)
        .transform((v) => v.trim()),
      keySecret: secretField,
      webhookSecret: secretField,
    })
    .superRefine((v, ctx) => {
      if (v.provider === 'razorpay' && !KEY_ID.test(v.keyId)) ctx.addIssue({ code: 'custom', path: ['keyId'], message: M.keyId });
      if (v.provider === 'none' && v.keyId && !KEY_ID.test(v.keyId)) ctx.addIssue({ code: 'custom', path: ['keyId'], message: M.keyId });
    }),
);
export type GatewaySettingsInput = z.output<typeof GatewaySettingsInputSchema>;

/** GET and PUT /api/settings/gateway: never a secret, only whether it is set. */
export const GatewaySettingsAnswerSchema = z.object({
  provider: z.enum(GATEWAY_PROVIDERS),
  keyId: z.string(),
  keySecretSet: z.boolean(),
  webhookSecretSet: z.boolean(),
});
export type GatewaySettingsAnswer = z.infer<typeof GatewaySettingsAnswerSchema>;

/** A link's state at the provider; `creating` is ours, while the provider is being asked. */
export const GATEWAY_LINK_STATUSES = ['creating', 'created', 'partially_paid', 'paid', 'cancelled', 'expired'] as const;
export type GatewayLinkStatus = (typeof GATEWAY_LINK_STATUSES)[number];
/** Links the customer may still pay: the reconciliation asks the provider about these. */
export const OPEN_LINK_STATUSES = ['created', 'partially_paid'] as const satisfies readonly GatewayLinkStatus[];

/** GET /api/quotes/{id}/gateway-links: the payment links made for the job, newest first. */
const GatewayLinkSchema = z.object({
  id: z.string(),
  provider: z.enum(GATEWAY_PROVIDERS),
  linkId: z.string(),
  reference: z.string(),
  amount: z.string(),
  status: z.enum(GATEWAY_LINK_STATUSES),
  shortUrl: z.string(),
  createdAt: z.string(),
});
export type GatewayLink = z.infer<typeof GatewayLinkSchema>;
export const GatewayLinksSchema = z.array(GatewayLinkSchema);

/** POST /api/quotes/{token}/pay-online: where the customer is sent to pay. */
export const PayOnlineAnswerSchema = z.object({ url: z.string() });

/** POST /api/payments/webhooks/razorpay: what was done with the event (the provider reads only the status). */
export const WebhookAnswerSchema = z.object({ status: z.enum(['recorded', 'duplicate', 'ignored']) });
