import { z } from 'zod';
import { LANGS, LangSchema } from './translations.ts';
import { QuoteTranslationsSchema } from './quote-names-hi.ts';
import { asObject, noNul } from './fields.ts';
import { asciiDigits } from './digits.ts';
import { normalizePrice } from './price-text.ts';
import { MAX_QUANTITY } from './order-rules.ts';
import { QUOTE_STAGES } from './quote-stages.ts';
import { ProofSchema, QuoteFileSchema } from './quote-proofs.ts';
import { QuoteInvoiceSchema } from './invoices.ts';
import { PaymentEntrySchema, PaymentSummarySchema } from './payments.ts';
import { DUE_ON_MESSAGE, isDueDay } from './due-dates.ts';

export const QUOTE_TEXT_MAX = 60;
export const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

export const QUOTE_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Name must be at most 100 characters.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid phone number.',
  quantity: `Quantity must be a whole number up to ${MAX_QUANTITY.toLocaleString('en-IN')}.`,
  listing: 'Choose an item to quote.',
  textTooLong: `Each text must be at most ${QUOTE_TEXT_MAX} characters.`,
  nul: 'Text must not contain NUL characters.',
  tooMany: 'Too many quote requests. Please try again later.',
  notFound: 'Quote not found',
  notAnswered: 'The shop has not answered this quote yet.',
  approved: 'Proof approved. Thank you!',
} as const;
const M = QUOTE_MESSAGES;

const line = (required: string, max: number, tooLong: string) => z.string({ error: required }).refine(noNul, M.nul).trim().min(1, required).max(max, tooLong);

/** Digits (Devanagari ones read as ASCII), spaces, +, -, brackets; 7 to 15 digits. */
const phone = line(M.phoneRequired, 30, M.phoneInvalid)
  .transform(asciiDigits)
  .refine((v) => /^[+\d][\d\s\-()]*$/.test(v) && v.replace(/\D/g, '').length >= 7 && v.replace(/\D/g, '').length <= 15, M.phoneInvalid);

const textMap = (max: number, tooLong: string) =>
  z
    .record(z.string().max(40), z.string().refine(noNul, M.nul).max(max, tooLong), { error: 'Must be an object of texts.' })
    .default({})
    .refine((r) => Object.keys(r).length <= 20, 'Too many entries.');

/** POST /api/quotes (JSON). The server computes the estimate itself; nothing priced comes from the browser. */
export const QuoteRequestSchema = z.preprocess(
  asObject,
  z.object({
    listingId: z.string({ error: M.listing }).min(1, M.listing).max(100, M.listing),
    quantity: z.preprocess(
      (v) => (typeof v === 'string' ? asciiDigits(v) : v),
      z.coerce.number({ error: M.quantity }).int(M.quantity).min(1, M.quantity).max(MAX_QUANTITY, M.quantity),
    ),
    choices: textMap(100, 'Each choice must be at most 100 characters.'),
    texts: textMap(QUOTE_TEXT_MAX, M.textTooLong),
    name: line(M.nameRequired, 100, M.nameTooLong),
    phone,
    /** The language the visitor used (issue 19): en (when absent) or hi. */
    lang: LangSchema,
    /** Honeypot, as on the contact form. */
    website: z.string().nullish(),
  }),
);
export type QuoteRequest = z.output<typeof QuoteRequestSchema>;

const EstimateSchema = z.object({ perPiece: z.string(), total: z.string() });

export const QuoteCreatedSchema = z.object({
  token: z.string(),
  url: z.string(),
  estimate: EstimateSchema,
  whatsappUrl: z.string(),
});

/** What the visitor's quote page shows (no phone: the link may be forwarded). */
export const PublicQuoteSchema = z.object({
  token: z.string(),
  listingId: z.string().nullable(),
  listingTitle: z.string(),
  /** The listing's current Hindi title and names of the chosen options and zones, where written (the English ones are as they were at the request). */
  translations: QuoteTranslationsSchema,
  quantity: z.number().int(),
  choices: z.record(z.string(), z.string()),
  /** The visitor's text per zone, with the zone's label at the time. */
  texts: z.array(z.object({ key: z.string(), label: z.string(), text: z.string() })),
  name: z.string(),
  estimate: EstimateSchema,
  stage: z.enum(QUOTE_STAGES),
  /** `SGP-2026-27-0042`, once the shop has priced the quote (contract/order-numbers.ts). */
  orderNumber: z.string().nullable(),
  /** Every stage the job has been in, oldest first; the note is the reason, or the courier and tracking number. */
  timeline: z.array(z.object({ stage: z.enum(QUOTE_STAGES), at: z.string(), note: z.string().optional() })),
  finalPrice: z.string().nullable(),
  note: z.string(),
  approvedAt: z.string().nullable(),
  previewUrl: z.string().nullable(),
  /** The numbered proofs, oldest first (docs/decisions/018-proof-rounds.md). */
  proofs: z.array(ProofSchema),
  /** The customer's own photos and logos, oldest first. */
  files: z.array(QuoteFileSchema),
  /** The job's latest bill (issue 18): its PDF by this quote's token; null before any. */
  invoice: QuoteInvoiceSchema.nullable(),
  /** The money, once the quote is priced (null before): total, advance, paid, balance and the UPI link (decision 023). */
  payment: PaymentSummarySchema.nullable(),
  /** The item has zones (issue 30): the customer may send a sheet of names, a card each (absent: it does not). */
  takesNames: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicQuote = z.infer<typeof PublicQuoteSchema>;

/** The back office's view: the public one plus who asked and how to reach them. */
export const QuoteSchema = PublicQuoteSchema.extend({
  _id: z.string(),
  phone: z.string(),
  /** The language the customer used (issue 19): the back office marks a Hindi one (absent in answers from before it: English). */
  lang: z.enum(LANGS).default('en'),
  /** The payments and reversals the owner recorded, oldest first. */
  payments: z.array(PaymentEntrySchema),
  /** The day the owner promised the job, YYYY-MM-DD (IST), or null (absent in answers from before it). */
  dueOn: z.string().nullable().default(null),
  /** The due day has passed and the job is not dispatched, delivered or cancelled (on the shop's calendar when answered). */
  late: z.boolean().default(false),
});
export type Quote = z.infer<typeof QuoteSchema>;
export const QuoteListSchema = z.object({ success: z.literal(true), result: z.array(QuoteSchema) });

/** An optional line of text; blank is absent. */
const short = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .refine(noNul, M.nul)
    .trim()
    .max(max, `${name} must be at most ${max} characters.`)
    .transform((v) => v || undefined)
    .optional();

const FINAL_PRICE_MESSAGE = 'Final price must be a number such as 4350 or 4350.50.';

/**
 * PUT /api/quotes/{id}: the owner's answer. Absent keys stay as they are; a blank final price clears it.
 * A stage is checked against the rules of quote-stages.ts; courier and trackingNo go with `dispatched`.
 */
export const QuoteAnswerSchema = z.preprocess(
  asObject,
  z.object({
    stage: z.enum(QUOTE_STAGES, { error: `stage must be one of: ${QUOTE_STAGES.join(', ')}.` }).optional(),
    reason: short('reason', 500),
    courier: short('courier', 100),
    trackingNo: short('trackingNo', 100),
    finalPrice: z
      .union([z.string(), z.number(), z.null()], { error: FINAL_PRICE_MESSAGE })
      .transform((v) => (v === null ? '' : String(v).trim()))
      .refine((v) => v === '' || normalizePrice(v) !== null, FINAL_PRICE_MESSAGE)
      .transform((v) => (v === '' ? null : normalizePrice(v)!))
      .optional(),
    note: z.string({ error: 'note must be text.' }).refine(noNul, M.nul).trim().max(2000, 'Note must be at most 2000 characters.').optional(),
    /** The day promised, YYYY-MM-DD (IST); blank or null clears it. */
    dueOn: z
      .union([z.string(), z.null()], { error: DUE_ON_MESSAGE })
      .transform((v) => (v ?? '').trim())
      .refine((v) => v === '' || isDueDay(v), DUE_ON_MESSAGE)
      .transform((v) => v || null)
      .optional(),
  }),
);

export const QuoteApprovedSchema = z.object({ message: z.string(), quote: PublicQuoteSchema });
