import { useState } from 'react';
import { formatRupees, toPaise } from '../../../contract/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../contract/payment-texts.ts';
import type { PaymentEntry } from '../../../contract/payments.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { btn } from '../components/index.ts';
import { formatIstDateTime } from '../lib/ist-time.ts';
import { PaymentForm, ReverseForm } from './payment-form.tsx';
import { JobGatewayLinks, PaymentToCheck } from './job-gateway.tsx';
import { useRecordPayment, type QuoteAnswer } from './job-queries.ts';

/** Signed decimal text as rupees: "-500.50" → "−₹500.50". */
const rupees = (amount: string) => (amount.startsWith('-') ? `−${formatRupees(amount.slice(1))}` : formatRupees(amount));

/** The entries a reversal already took back: each reversal (same amount and reference) matches one payment, oldest first. */
function reversedEntries(payments: PaymentEntry[]): Set<string> {
  const open = new Map<string, number>();
  for (const p of payments)
    if (p.amount.startsWith('-')) open.set(`${p.amount.slice(1)}|${p.reference}`, (open.get(`${p.amount.slice(1)}|${p.reference}`) ?? 0) + 1);
  const taken = new Set<string>();
  for (const p of payments) {
    const key = `${p.amount}|${p.reference}`;
    const left = open.get(key) ?? 0;
    if (!p.amount.startsWith('-') && left > 0) {
      taken.add(p.id);
      open.set(key, left - 1);
    }
  }
  return taken;
}

/**
 * The money of a priced job (decision 023): paid and balance, the customer's UTR to check in the bank,
 * the payments recorded (each positive one reversible with a reason), a form for the next, and
 * "Start printing" once the advance is in.
 */
export function JobPayments({ quote, busy, onSave }: { quote: Quote; busy: boolean; onSave: (answer: QuoteAnswer) => void }) {
  const record = useRecordPayment();
  const [reversing, setReversing] = useState<string | null>(null);
  const payment = quote.payment;
  if (!payment) return <p className="text-stone-600">Once the job is priced, the advance and the payments show here.</p>;
  const save = (r: Parameters<typeof record.mutate>[0]) => record.mutate(r, { onSuccess: () => setReversing(null) });
  const advanceIn = toPaise(payment.paid.replace(/^-/, '')) >= toPaise(payment.advanceDue) && !payment.paid.startsWith('-');
  const reversed = reversedEntries(quote.payments);
  return (
    <div className="grid min-w-0 gap-2">
      <p>
        Paid <strong>{rupees(payment.paid)}</strong> of {rupees(payment.total)} · Balance <strong>{rupees(payment.balance)}</strong> · Advance{' '}
        {rupees(payment.advanceDue)} {advanceIn ? '(in)' : '(not in yet)'}
      </p>
      {payment.claim && (
        <p role="note" className="rounded-md bg-amber-50 p-2 text-amber-900">
          Customer says paid — check your bank. UTR <strong className="font-mono">{payment.claim.utr}</strong>{' '}
          <span className="block text-sm">{formatIstDateTime(payment.claim.at)}</span>
        </p>
      )}
      {quote.payments.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {quote.payments.map((p) => (
            <li key={p.id} className="border-b border-stone-100 pb-1">
              <span className="font-medium">{rupees(p.amount)}</span> · {PAYMENT_METHOD_LABELS[p.method]} · {p.receivedOn}
              {p.reference && ` · ${p.reference}`}
              {p.reason && ` · ${p.reason}`}
              {!p.amount.startsWith('-') && !reversed.has(p.id) && (
                <button type="button" className={`${btn.link} ml-2`} onClick={() => setReversing(reversing === p.id ? null : p.id)}>
                  Reverse…
                </button>
              )}
              {reversing === p.id && <ReverseForm quoteId={quote._id} entry={p} busy={record.isPending} onSave={save} />}
              <PaymentToCheck payment={p} />
            </li>
          ))}
        </ul>
      )}
      <JobGatewayLinks quote={quote} />
      {quote.stage !== 'cancelled' && payment.asking && (
        <PaymentForm key={`${payment.dueNow}-${quote.payments.length}`} quoteId={quote._id} due={payment.dueNow} busy={record.isPending} onSave={save} />
      )}
      {quote.stage === 'approved' && advanceIn && (
        <button type="button" className={btn.primary} disabled={busy} onClick={() => onSave({ _id: quote._id, stage: 'in_production' })}>
          Start printing
        </button>
      )}
    </div>
  );
}
