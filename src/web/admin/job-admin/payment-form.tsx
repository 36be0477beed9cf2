import { useState, type FormEvent } from 'react';
import { OWNER_PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../contract/payment-texts.ts';
import { PaymentInputSchema, type PaymentEntry } from '../../../contract/payments.ts';
import { btn, LabelledInput, LabelledSelect, toast } from '../components/index.ts';
import type { PaymentRecord } from './job-queries.ts';

// `gateway` is the gateway's own word for a payment it confirmed (decision 044): never typed by the owner.
const METHOD_OPTIONS = OWNER_PAYMENT_METHODS.map((m) => ({ value: m, text: PAYMENT_METHOD_LABELS[m] }));
/** Today in the shop's time zone, as the date input writes it. */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** Checked by the contract before it is sent; the server's own message shows otherwise. */
function checked(record: PaymentRecord, onSave: (record: PaymentRecord) => void) {
  const result = PaymentInputSchema.safeParse(record);
  if (!result.success) toast.error(result.error.issues[0]?.message ?? 'Please check the payment.');
  else onSave(record);
}

/** Record money received: the amount prefilled with what is due now, the method, a reference and the day. */
export function PaymentForm({ quoteId, due, busy, onSave }: { quoteId: string; due: string; busy: boolean; onSave: (record: PaymentRecord) => void }) {
  const [amount, setAmount] = useState(due === '0' ? '' : due);
  const [method, setMethod] = useState<PaymentMethod>('upi');
  const [reference, setReference] = useState('');
  const [receivedOn, setReceivedOn] = useState(todayInIndia);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) checked({ _id: quoteId, amount: amount.trim(), method, reference, receivedOn }, onSave);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Record a payment" className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 [&>*]:min-w-0">
      <LabelledInput label="Amount (₹)" inputMode="decimal" autoComplete="off" value={amount} onChange={setAmount} />
      <LabelledSelect label="Method" options={METHOD_OPTIONS} value={method} onChange={(v) => setMethod(v as PaymentMethod)} />
      <LabelledInput label="Reference / UTR" maxLength={100} autoComplete="off" value={reference} onChange={setReference} />
      <LabelledInput label="Received on" type="date" min="2000-01-01" max={todayInIndia()} value={receivedOn} onChange={setReceivedOn} />
      <button type="submit" className={`${btn.primary} min-[400px]:col-span-2`} disabled={busy}>
        Record payment
      </button>
    </form>
  );
}

/** Reverse a mistaken entry: the same amount taken off, with the reason (nothing is deleted). */
export function ReverseForm({
  quoteId,
  entry,
  busy,
  onSave,
}: {
  quoteId: string;
  entry: PaymentEntry;
  busy: boolean;
  onSave: (record: PaymentRecord) => void;
}) {
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) checked({ _id: quoteId, amount: `-${entry.amount}`, method: entry.method, reference: entry.reference, reason: reason.trim() }, onSave);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Reverse the payment" className="mt-1 flex flex-wrap items-end gap-2">
      <LabelledInput label="Reason for the reversal" className="min-w-0 flex-1" maxLength={500} value={reason} onChange={setReason} />
      <button type="submit" className={btn.secondary} disabled={busy}>
        Reverse
      </button>
    </form>
  );
}
