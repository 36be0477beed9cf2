import { z } from 'zod';
import { asObject, noNul } from './fields.ts';
import { QUOTE_STAGE_LABELS, type QuoteStage } from './quote-stages.ts';

/** The bill (issue 18, item 4; docs/decisions/024-bills.md): the owner's texts, in one place for translation. */
export const INVOICE_MESSAGES = {
  settingsFirst: 'Fill in the billing settings first: a tax invoice or a bill of supply needs the shop’s GSTIN, legal name, address and state.',
  notPriced: 'Set the final price before making the bill.',
  cancelled: 'This job is cancelled: it cannot be billed.',
  notApproved: (stage: QuoteStage) => `The customer has not approved this job yet (stage: ${QUOTE_STAGE_LABELS[stage]}).`,
  alreadyBilled: (number: string) => `This job already has bill ${number}. Void it first to make a new one.`,
  noRate: (item: string) =>
    `No GST rate for ${item}: set the shop’s default GST rate in the Billing tab, or a rate on its listing or its category, before making a tax invoice.`,
  notFound: 'Bill not found',
  alreadyVoid: (number: string) => `Bill ${number} is already void.`,
  state: 'State must be the name of an Indian state or union territory, such as Maharashtra.',
  month: 'month must be a month such as 2026-11.',
  nul: 'Text must not contain NUL characters.',
  made: (number: string) => `Bill ${number} made`,
  voided: (number: string) => `Bill ${number} voided`,
} as const;

/** A bill is for work the customer agreed to: from approval on, and not before (issue 28). */
const BILLABLE_STAGES: readonly QuoteStage[] = ['approved', 'in_production', 'ready', 'dispatched', 'delivered'];

/** Whether a job may be billed; a job on hold counts as the stage it left, so one held after approval still can. */
export const isBillableStage = (stage: QuoteStage, heldFrom?: QuoteStage): boolean =>
  BILLABLE_STAGES.includes(stage === 'on_hold' && heldFrom ? heldFrom : stage);

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .refine(noNul, INVOICE_MESSAGES.nul)
    .trim()
    .max(max, `${name} must be at most ${max} characters.`)
    .optional();

/** POST /api/quotes/{id}/invoice: what the bill says of the customer beyond the quote (blank: from the quote, or left out). */
export const InvoiceRequestSchema = z.preprocess(
  asObject,
  z.object({
    customerName: text('Customer name', 200),
    customerGstin: text('Customer GSTIN', 20),
    address: text('Address', 500),
    state: text('State', 60),
  }),
);
export type InvoiceRequest = z.output<typeof InvoiceRequestSchema>;

export const InvoiceCreatedSchema = z.object({
  invoiceNumber: z.string(),
  /** The owner's download. */
  url: z.string(),
});

/** POST /api/invoices/{id}/void. */
export const InvoiceVoidSchema = z.preprocess(
  asObject,
  z.object({
    reason: z
      .string({ error: 'Say why the bill is void.' })
      .refine(noNul, INVOICE_MESSAGES.nul)
      .trim()
      .min(1, 'Say why the bill is void.')
      .max(500, 'The reason must be at most 500 characters.'),
  }),
);

/** The quote's latest bill, as its answers carry it (null before any). */
export const QuoteInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  /** The customer's download (their token) or the owner's, as the answer is for. */
  url: z.string(),
  void: z.boolean(),
});
export type QuoteInvoice = z.infer<typeof QuoteInvoiceSchema>;

export const InvoiceMonthQuerySchema = z.object({
  month: z.string({ error: INVOICE_MESSAGES.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, INVOICE_MESSAGES.month),
});

/** The owner's download of a bill, and the customer's. */
export const ownerInvoiceUrl = (id: string) => `/api/invoices/${id}/pdf`;
export const customerInvoiceUrl = (token: string) => `/api/quotes/${token}/invoice.pdf`;
