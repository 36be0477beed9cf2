import { useState, type FormEvent } from 'react';
import { isBillableStage, ownerInvoiceUrl } from '../../../contract/invoices.ts';
import { heldFromOf } from '../../../contract/quote-stages.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { GST_STATES } from '../../../contract/billing/gst-states.ts';
import { btn, LabelledInput, LabelledSelect } from '../components/index.ts';
import { useMakeBill, useVoidBill } from './job-queries.ts';

/** The bill of a priced, approved job: "Make bill" (customer's name, GSTIN, address and state optional), then download or void. */
export function JobBill({ quote }: { quote: Quote }) {
  const bill = quote.invoice;
  const approved = isBillableStage(quote.stage, heldFromOf(quote.timeline));
  const billable = quote.finalPrice !== null && approved && (!bill || bill.void);
  if (!bill && !billable)
    return (
      <p className="text-stone-600">
        {quote.stage === 'cancelled'
          ? 'The job is cancelled: no bill.'
          : approved
            ? 'Once the job is priced, its bill can be made here.'
            : 'Once the customer approves the job, its bill can be made here.'}
      </p>
    );
  return (
    <div className="grid min-w-0 gap-3">
      {bill && <BillActions bill={bill} />}
      {billable && <MakeBillForm quote={quote} />}
    </div>
  );
}

function BillActions({ bill }: { bill: NonNullable<Quote['invoice']> }) {
  const voidBill = useVoidBill();
  const [reason, setReason] = useState('');
  const [voiding, setVoiding] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim()) voidBill.mutate({ id: bill.id, reason: reason.trim() });
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-mono font-semibold">
          Bill {bill.number}
          {bill.void && <span className="ml-2 rounded bg-red-50 px-2 text-red-800">VOID</span>}
        </p>
        <a className={btn.secondary} href={ownerInvoiceUrl(bill.id)} download>
          Download bill
        </a>
        {!bill.void && !voiding && (
          <button type="button" className={btn.linkDanger} onClick={() => setVoiding(true)}>
            Void bill
          </button>
        )}
      </div>
      {!bill.void && voiding && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={`Void bill ${bill.number}`}>
          <LabelledInput label="Why is it void?" className="min-w-0 grow" maxLength={500} required value={reason} onChange={setReason} />
          <button type="submit" className={btn.danger} disabled={voidBill.isPending || !reason.trim()}>
            Void bill
          </button>
        </form>
      )}
    </div>
  );
}

// A select: a state typed wrong was refused only when the bill was made.
const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.name, text: s.name }));

function MakeBillForm({ quote }: { quote: Quote }) {
  const make = useMakeBill();
  const [customerName, setCustomerName] = useState(quote.name);
  const [customerGstin, setCustomerGstin] = useState('');
  const [address, setAddress] = useState('');
  const [state, setState] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    make.mutate({ _id: quote._id, customerName, customerGstin, address, state });
  };
  return (
    <details>
      <summary className={`${btn.secondary} cursor-pointer list-none`}>Make bill</summary>
      <form onSubmit={submit} noValidate aria-label={`Bill for ${quote.name}`} aria-busy={make.isPending} className="mt-2 grid gap-3 sm:grid-cols-2">
        <LabelledInput label="Customer name" maxLength={200} value={customerName} onChange={setCustomerName} />
        <LabelledInput label="Customer GSTIN (optional)" maxLength={20} autoComplete="off" value={customerGstin} onChange={setCustomerGstin} />
        <LabelledInput label="Address (optional)" maxLength={500} value={address} onChange={setAddress} />
        <LabelledSelect label="State (optional)" first="The GSTIN's state, else the shop's" options={STATE_OPTIONS} value={state} onChange={setState} />
        <button type="submit" className={`${btn.primary} sm:col-span-2 sm:justify-self-start`} disabled={make.isPending}>
          Make bill
        </button>
      </form>
    </details>
  );
}
