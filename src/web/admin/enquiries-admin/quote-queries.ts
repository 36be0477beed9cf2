import type { QuoteStage } from '../../../contract/quote-stages.ts';
import { INVOICE_MESSAGES, InvoiceCreatedSchema, QuoteInvoiceSchema } from '../../../contract/invoices.ts';
import type { PaymentMethod } from '../../../contract/payment-texts.ts';
import { PAYMENT_MESSAGES } from '../../../contract/payments.ts';
import { QuoteSchema } from '../../../contract/quotes.ts';
import { adminApi } from '../lib/admin-api.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';

/** Every list of quotes (lib/quote-pages.ts) is under this key. */
const QUOTES_KEY = ['admin', 'quotes'] as const;

export const QUOTE_ADMIN_MESSAGES = {
  saved: 'Quote saved',
  saveFailed: 'Could not save the quote.',
  loadFailed: 'Could not load the quotes.',
  empty: 'No quotes yet.',
  none: 'No quotes found.',
} as const;

/** The owner's answer: absent keys stay as they are; a blank final price clears it. */
export interface QuoteAnswer {
  _id: string;
  stage?: QuoteStage;
  reason?: string;
  courier?: string;
  trackingNo?: string;
  finalPrice: string;
  note: string;
}

/** PUT /api/quotes/{id}; the list is read again once it settled. */
export const useAnswerQuote = () =>
  useAdminMutation({
    call: ({ _id, ...answer }: QuoteAnswer) => adminApi.put(`/api/quotes/${_id}`, answer, { schema: QuoteSchema }),
    invalidates: [QUOTES_KEY],
    success: QUOTE_ADMIN_MESSAGES.saved,
    failure: QUOTE_ADMIN_MESSAGES.saveFailed,
  });

/** A proof to send: the image, the shop's note and an optional PDF. */
export interface ProofUpload {
  _id: string;
  file: File;
  note: string;
  attachment?: File;
}

/** POST /api/quotes/{id}/proofs (multipart); the list is read again once it settled. */
export const useUploadProof = () =>
  useAdminMutation({
    call: ({ _id, file, note, attachment }: ProofUpload) => {
      const form = new FormData();
      form.append('file', file);
      form.append('note', note);
      if (attachment) form.append('attachment', attachment);
      return adminApi.post(`/api/quotes/${_id}/proofs`, form, { schema: QuoteSchema });
    },
    invalidates: [QUOTES_KEY],
    success: (_vars, quote) => `Proof ${quote.proofs.at(-1)?.version ?? ''} sent`,
    failure: 'Could not send the proof.',
  });

/** The owner's bill form: what it says of the customer beyond the quote (blank: from the quote, or left out). */
export interface BillRequest {
  _id: string;
  customerName: string;
  customerGstin: string;
  address: string;
  state: string;
}

/** POST /api/quotes/{id}/invoice; the list is read again once it settled. */
export const useMakeBill = () =>
  useAdminMutation({
    call: ({ _id, ...request }: BillRequest) => adminApi.post(`/api/quotes/${_id}/invoice`, request, { schema: InvoiceCreatedSchema }),
    invalidates: [QUOTES_KEY],
    success: (_vars, made) => INVOICE_MESSAGES.made(made.invoiceNumber),
    failure: 'Could not make the bill.',
  });

/** PUT /api/invoices/{id}/void with the reason. */
export const useVoidBill = () =>
  useAdminMutation({
    call: ({ id, reason }: { id: string; reason: string }) => adminApi.put(`/api/invoices/${id}/void`, { reason }, { schema: QuoteInvoiceSchema }),
    invalidates: [QUOTES_KEY],
    success: (_vars, bill) => INVOICE_MESSAGES.voided(bill.number),
    failure: 'Could not void the bill.',
  });

/** A payment the owner records, or a reversal (a negative amount with its reason). */
export interface PaymentRecord {
  _id: string;
  amount: string;
  method: PaymentMethod;
  reference?: string;
  receivedOn?: string;
  reason?: string;
}

/** POST /api/quotes/{id}/payments; the lists (and their money due) are read again once it settled. */
export const useRecordPayment = () =>
  useAdminMutation({
    call: ({ _id, ...payment }: PaymentRecord) => adminApi.post(`/api/quotes/${_id}/payments`, payment, { schema: QuoteSchema }),
    invalidates: [QUOTES_KEY, ['admin', 'insights']],
    success: (vars) => (vars.amount.startsWith('-') ? PAYMENT_MESSAGES.reversed : PAYMENT_MESSAGES.recorded),
    failure: PAYMENT_MESSAGES.failed,
  });
