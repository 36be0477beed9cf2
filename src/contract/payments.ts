import { z } from 'zod';
import { asObject, noNul } from './fields.ts';
import { asciiDigits } from './digits.ts';
import { fromPaise } from './price-estimate.ts';
import { normalizePrice } from './price-text.ts';
import { OWNER_PAYMENT_METHODS, PAYMENT_CHECKS, PAYMENT_METHODS, PAYMENT_TEXTS, UTR_PATTERN } from './payment-texts.ts';

/**
 * The advance and the payments on a job (issue 18, items 2 and 3; docs/decisions/023-advance-and-payments.md).
 * Money travels as exact decimal text; a reversal is a negative amount with a reason.
 */

/** Signed paise as exact decimal text: -250050n → "-2500.50". */
export const signedText = (paise: bigint): string => (paise < 0n ? `-${fromPaise(-paise)}` : fromPaise(paise));

/** What the customer and the owner see about the money, once the quote is priced. */
export const PaymentSummarySchema = z.object({
  /** The final price. */
  total: z.string(),
  /** The advance asked before printing: the shop's percentage of the total, rounded to the rupee. */
  advanceDue: z.string(),
  /** What the owner recorded as received, reversals taken off. */
  paid: z.string(),
  /** total − paid (below zero when more was received than the price). */
  balance: z.string(),
  /** What the UPI link asks now: the advance still due, then the balance; "0" when nothing is due. */
  dueNow: z.string(),
  /** Which of the two the link asks for; null when nothing is due. */
  asking: z.enum(['advance', 'balance']).nullable(),
  /** upi://pay?… for dueNow; null without the shop's UPI ID, an order number, anything due, or once cancelled. */
  upiLink: z.string().nullable(),
  /** The customer's newest UTR not yet followed by a payment the owner recorded: "customer says paid". */
  claim: z.object({ utr: z.string(), at: z.string() }).nullable(),
  /** The shop takes online payment and something is due now (issue 31): absent otherwise. */
  online: z.literal(true).optional(),
});
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;

/** One entry of the owner's record: a payment, or a reversal (negative, with its reason). */
export const PaymentEntrySchema = z.object({
  id: z.string(),
  amount: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  /** YYYY-MM-DD, the shop's day the money arrived. */
  receivedOn: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  /** A gateway payment the owner should look at, until marked checked (decision 044); absent otherwise. */
  toCheck: z.enum(PAYMENT_CHECKS).optional(),
});
export type PaymentEntry = z.infer<typeof PaymentEntrySchema>;

export const PAYMENT_MESSAGES = {
  amount: 'Amount must be money such as 2500 or 2500.50 (a reversal is negative, such as -2500).',
  zero: 'Amount must not be zero.',
  method: `method must be one of: ${OWNER_PAYMENT_METHODS.join(', ')}.`,
  receivedOn: 'receivedOn must be a date such as 2026-11-26.',
  future: 'The payment cannot be received in the future.',
  tooOld: 'receivedOn must be on or after 2000-01-01.',
  reasonNeeded: 'Please give a reason for the reversal.',
  notPriced: 'The quote has no final price yet: price it before recording a payment.',
  cancelled: 'The job is cancelled: no payment can be recorded on it.',
  belowZero: (paid: string) => `A reversal cannot take more than was paid (${paid}).`,
  aboveBalance: (balance: string) => `The payment is more than the balance (${balance}).`,
  advanceFirst: (due: string) => `The advance (${due}) is not in yet: record the payment first, then start printing.`,
  nul: 'Text must not contain NUL characters.',
  recorded: 'Payment recorded',
  reversed: 'Payment reversed',
  failed: 'Could not record the payment.',
} as const;
const M = PAYMENT_MESSAGES;

const MONEY = /^-?\s*\d/;
/** "2500", 2500.5, "-2500" → signed exact text, or null when it is not money. */
function normalizeAmount(input: unknown): string | null {
  const text = typeof input === 'number' && Number.isFinite(input) ? String(input) : typeof input === 'string' ? asciiDigits(input.trim()) : '';
  if (!MONEY.test(text)) return null;
  const negative = text.startsWith('-');
  const price = normalizePrice(negative ? text.slice(1) : text);
  return price === null ? null : negative ? `-${price}` : price;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (`2026-02-30` and `2026-13-01` are not: the second is no Date at all). */
const isDate = (v: string) => {
  const day = new Date(`${v}T00:00:00Z`);
  return DATE.test(v) && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
};

const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .refine(noNul, M.nul)
    .trim()
    .max(max, `${name} must be at most ${max} characters.`)
    .optional();

/** POST /api/quotes/{id}/payments. Whether the quote can take it (priced, not cancelled, not below zero) is the server's to say. */
export const PaymentInputSchema = z.preprocess(
  asObject,
  z
    .object({
      amount: z
        .unknown()
        .transform((v, ctx) => {
          const amount = normalizeAmount(v);
          if (amount === null) ctx.addIssue({ code: 'custom', message: M.amount });
          return amount ?? '0';
        })
        .refine((v) => !/^-?0(\.0*)?$/.test(v), M.zero),
      method: z.enum(OWNER_PAYMENT_METHODS, { error: M.method }),
      reference: optionalText('reference', 100),
      // Before 2000 is a typing slip (1900-01-01 a spreadsheet's zero), never a payment to this shop.
      receivedOn: z
        .string({ error: M.receivedOn })
        .trim()
        .refine(isDate, M.receivedOn)
        .refine((v) => v >= '2000-01-01', M.tooOld)
        .optional(),
      reason: optionalText('reason', 500),
    })
    .superRefine((v, ctx) => {
      if (v.amount.startsWith('-') && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: M.reasonNeeded });
    }),
);
export type PaymentInput = z.output<typeof PaymentInputSchema>;

/** POST /api/quotes/{token}/utr: the 12 digits, nothing else. */
export const UtrInputSchema = z.preprocess(
  asObject,
  z.object({
    utr: z
      .string({ error: PAYMENT_TEXTS.utrInvalid })
      .trim()
      .transform(asciiDigits)
      .refine((v) => UTR_PATTERN.test(v), PAYMENT_TEXTS.utrInvalid),
  }),
);
