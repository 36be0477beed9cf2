import { z } from 'zod';
import { listAnswer } from './answers.ts';
import { asciiDigits } from './digits.ts';
import { asObject } from './fields.ts';
import { pageFields, searchText } from './paging.ts';
import { normalizePrice } from './price-text.ts';
import { QUOTE_STAGES } from './quote-stages.ts';
import { LANGS } from './translations.ts';

/**
 * Each customer's account (issue 31, item 2; docs/decisions/045-each-customers-account.md): the
 * quotes of one phone number, their bills and payments. Money is exact decimal text ("1234.50",
 * "-500" when the customer is in credit); days are the shop's (IST), YYYY-MM-DD.
 */

export const CUSTOMER_MESSAGES = {
  notFound: 'No such customer.',
  amount: 'amount must be money such as 2500 or 2500.50 (below zero, such as -500, when the customer was in credit).',
  on: 'on must be a date such as 2026-04-01.',
  onFuture: 'on must not be in the future.',
  onOld: 'on must be on or after 2000-01-01.',
  from: 'from must be a date such as 2026-04-01.',
  to: 'to must be a date such as 2026-04-30.',
  range: 'from must be on or before to.',
  nothingDue: 'Nothing is due from this customer: there is no balance to remind them of.',
  noOrder: 'This job no longer exists.',
  sort: 'sort must be recent, owing or oldest.',
} as const;
const M = CUSTOMER_MESSAGES;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
function isDay(v: string): boolean {
  // Month 13 is no date at all (toISOString would throw); February 30 rolls over to March.
  const at = DAY.test(v) ? new Date(`${v}T00:00:00Z`) : null;
  return at !== null && !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === v;
}
const day = (message: string) => z.string({ error: message }).trim().refine(isDay, message);

/** Days past due, bucketed: what is still owed, oldest bills having taken the payments first (FIFO). */
const AgeingSchema = z.object({
  upTo30: z.string(),
  upTo60: z.string(),
  upTo90: z.string(),
  over90: z.string(),
});
export type Ageing = z.infer<typeof AgeingSchema>;

/** One line of the customer's list. */
const CustomerSummarySchema = z.object({
  id: z.string(),
  /** From their newest quote. */
  name: z.string(),
  /** +919822012345. */
  phone: z.string(),
  /** From their newest bill that named one; null when none did. */
  gstin: z.string().nullable(),
  lang: z.enum(LANGS),
  /** How many quotes they asked for. */
  jobs: z.number().int().min(0),
  /** Their bills, void ones left out, plus the opening balance when above zero. */
  billed: z.string(),
  /** Payments less reversals. */
  paid: z.string(),
  /** Opening + bills − payments; below zero when they are in credit or paid ahead on jobs not yet billed. */
  balance: z.string(),
  /**
   * What was paid, reversals taken off, on priced jobs not cancelled with no bill in force ("0" when
   * none): already in `paid` and `balance`, told apart so an advance on work not yet billed is not
   * read as credit the shop owes back.
   */
  advance: z.string(),
  /** Days since the oldest bill not yet paid off (FIFO); null when nothing is owed. */
  oldestDueDays: z.number().int().nullable(),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

/** `recent`: newest quote first (the default); `owing`: the largest balance first; `oldest`: the longest due first. */
const CUSTOMER_SORTS = ['recent', 'owing', 'oldest'] as const;

/** GET /api/customers's query: `q` within any of their names, or their number's digits however typed. */
export const CustomerListQuerySchema = z.object({
  q: searchText(),
  sort: z.enum(CUSTOMER_SORTS, { error: M.sort }).optional(),
  ...pageFields(),
});
export type CustomerListQuery = z.output<typeof CustomerListQuerySchema>;

export const CustomerListSchema = listAnswer(CustomerSummarySchema);
export type CustomerList = z.infer<typeof CustomerListSchema>;

const STATEMENT_KINDS = ['opening', 'bill', 'payment', 'reversal'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** One line of the statement, oldest first; `balance` is the running balance after it. */
const StatementRowSchema = z.object({
  date: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  /** The bill's number; a payment's order number, method and reference; a reversal's order number and reason. */
  ref: z.string(),
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
});
export type StatementRow = z.infer<typeof StatementRowSchema>;

/** A job of the customer's. */
const CustomerJobSchema = z.object({
  id: z.string(),
  token: z.string(),
  orderNumber: z.string().nullable(),
  title: z.string(),
  stage: z.enum(QUOTE_STAGES),
  createdAt: z.string(),
  /** The final price; null until priced. */
  price: z.string().nullable(),
  /** The number of its bill (void ones left out); null until billed. */
  bill: z.string().nullable(),
});

/** A priced job with no bill yet: not in the balance, shown apart with what was paid on it. */
const UnbilledJobSchema = z.object({
  id: z.string(),
  orderNumber: z.string().nullable(),
  title: z.string(),
  price: z.string(),
  paid: z.string(),
});

const ReminderEntrySchema = z.object({ id: z.string(), sentAt: z.string(), balance: z.string(), by: z.string() });

export const CustomerDetailSchema = CustomerSummarySchema.extend({
  opening: z.object({ amount: z.string(), on: z.string() }).nullable(),
  statement: z.array(StatementRowSchema),
  ageing: AgeingSchema,
  jobList: z.array(CustomerJobSchema),
  unbilled: z.array(UnbilledJobSchema),
  reminders: z.array(ReminderEntrySchema),
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

/** "2500", 2500.5, "-500", "२५००" → signed exact text; null when it is not money. */
function signedMoney(input: unknown): string | null {
  const text = typeof input === 'number' && Number.isFinite(input) ? String(input) : typeof input === 'string' ? asciiDigits(input.trim()) : '';
  const negative = text.startsWith('-');
  const price = normalizePrice(negative ? text.slice(1).trim() : text);
  if (price === null) return null;
  return negative && !/^0(\.0*)?$/.test(price) ? `-${price}` : price;
}

/** PUT /api/customers/{id}/opening: what they owed (or, below zero, had in credit) on a day. 0 clears it. */
export const OpeningInputSchema = z.preprocess(
  asObject,
  z.object({
    amount: z.unknown().transform((v, ctx) => {
      const amount = signedMoney(v);
      if (amount === null) ctx.addIssue({ code: 'custom', message: M.amount });
      return amount ?? '0';
    }),
    on: day(M.on).refine((v) => v >= '2000-01-01', M.onOld),
  }),
);
export type OpeningInput = z.output<typeof OpeningInputSchema>;

/** GET /api/customers/{id}/statement.pdf's period; either end may be left out (from the first line, to today). */
export const StatementQuerySchema = z
  .object({ from: day(M.from).optional(), to: day(M.to).optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, M.range);
export type StatementQuery = z.output<typeof StatementQuerySchema>;

/** POST /api/customers/{id}/reminders: the message to send from the owner's phone, and its wa.me link. */
export const ReminderAnswerSchema = z.object({ message: z.string(), whatsappUrl: z.string() });
export type ReminderAnswer = z.infer<typeof ReminderAnswerSchema>;
