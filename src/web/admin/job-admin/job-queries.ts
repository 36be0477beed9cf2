import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteStage } from '../../../contract/quote-stages.ts';
import { INVOICE_MESSAGES, InvoiceCreatedSchema, QuoteInvoiceSchema } from '../../../contract/invoices.ts';
import type { PaymentMethod } from '../../../contract/payment-texts.ts';
import { PAYMENT_MESSAGES } from '../../../contract/payments.ts';
import { QuoteSchema, type Quote } from '../../../contract/quotes.ts';
import { adminApi } from '../lib/admin-api.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { QUOTES_KEY } from '../lib/quote-pages.ts';

const jobKey = (id: string) => [...QUOTES_KEY, 'job', id] as const;

/**
 * GET /api/quotes/{id}: the job, read afresh each time its screen opens and when the owner comes back
 * to the app (the customer may have paid or answered a proof meanwhile).
 */
export const useJob = (id: string) =>
  useQuery({
    queryKey: jobKey(id),
    queryFn: ({ signal }) => adminApi.get(`/api/quotes/${encodeURIComponent(id)}`, { schema: QuoteSchema, signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** A write answered with the whole job: its screen shows the answer at once; the lists and counts are read again. */
export function useShowJob() {
  const client = useQueryClient();
  return (job: Quote) => {
    client.setQueryData(jobKey(job._id), job);
    return job;
  };
}

/** The owner's answer: absent keys stay as they are; a blank final price clears it. */
export interface QuoteAnswer {
  _id: string;
  stage?: QuoteStage;
  reason?: string;
  courier?: string;
  trackingNo?: string;
  finalPrice?: string;
  note?: string;
  /** YYYY-MM-DD; blank clears it. */
  dueOn?: string;
}

/** PUT /api/quotes/{id}. */
export function useAnswerQuote() {
  const show = useShowJob();
  return useAdminMutation({
    call: async ({ _id, ...answer }: QuoteAnswer) => show(await adminApi.put(`/api/quotes/${_id}`, answer, { schema: QuoteSchema })),
    invalidates: [QUOTES_KEY],
    success: 'Quote saved',
    failure: 'Could not save the quote.',
  });
}

/** A proof to send: the image, the shop's note and an optional PDF. */
export interface ProofUpload {
  _id: string;
  file: File;
  note: string;
  attachment?: File;
}

/** POST /api/quotes/{id}/proofs (multipart). */
export function useUploadProof() {
  const show = useShowJob();
  return useAdminMutation({
    call: async ({ _id, file, note, attachment }: ProofUpload) => {
      const form = new FormData();
      form.append('file', file);
      form.append('note', note);
      if (attachment) form.append('attachment', attachment);
      return show(await adminApi.post(`/api/quotes/${_id}/proofs`, form, { schema: QuoteSchema }));
    },
    invalidates: [QUOTES_KEY],
    success: (_vars, quote) => `Proof ${quote.proofs.at(-1)?.version ?? ''} sent`,
    failure: 'Could not send the proof.',
  });
}

/** The owner's bill form: what it says of the customer beyond the quote (blank: from the quote, or left out). */
export interface BillRequest {
  _id: string;
  customerName: string;
  customerGstin: string;
  address: string;
  state: string;
}

/** POST /api/quotes/{id}/invoice; the job is read again once it settled. */
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

/** POST /api/quotes/{id}/payments; the money due in the lists and the week's card follow. */
export function useRecordPayment() {
  const show = useShowJob();
  return useAdminMutation({
    call: async ({ _id, ...payment }: PaymentRecord) => show(await adminApi.post(`/api/quotes/${_id}/payments`, payment, { schema: QuoteSchema })),
    invalidates: [QUOTES_KEY, ['admin', 'insights']],
    success: (vars) => (vars.amount.startsWith('-') ? PAYMENT_MESSAGES.reversed : PAYMENT_MESSAGES.recorded),
    failure: PAYMENT_MESSAGES.failed,
  });
}
