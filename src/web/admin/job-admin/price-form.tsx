import { useId, useState, type FormEvent } from 'react';
import { explainEstimate } from '../../../contract/price-estimate.ts';
import { formatRupees } from '../../../contract/money.ts';
import { QuoteAnswerSchema, type Quote } from '../../../contract/quotes.ts';
import { btn, field, LabelledInput, toast } from '../components/index.ts';
import { priceText } from '../components/listing-form/index.ts';
import type { QuoteAnswer } from './job-queries.ts';

export interface PriceFormProps {
  quote: Quote;
  /** The shop charges GST (billing settings' gstMode is not 'none'): the price the customer pays includes it (decision 024). */
  gst: boolean;
  busy: boolean;
  onSave: (answer: QuoteAnswer) => void;
}

/**
 * The price: the estimate the customer saw, the final price (the order's total) and the note for the
 * customer. Checked by the contract's QuoteAnswerSchema before it is sent; the server's own message shows otherwise.
 */
export function PriceForm({ quote, gst, busy, onSave }: PriceFormProps) {
  const id = useId();
  const [finalPrice, setFinalPrice] = useState(quote.finalPrice ?? '');
  const [note, setNote] = useState(quote.note);
  const [error, setError] = useState<string | null>(null);
  const incl = gst ? ' incl. GST' : '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const checked = QuoteAnswerSchema.safeParse({ finalPrice, note });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'Please check the price.';
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    onSave({ _id: quote._id, finalPrice: finalPrice.trim(), note });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Price" aria-busy={busy} className="grid gap-3">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-600">Estimate</dt>
        <dd className="break-words">{explainEstimate({ quantity: quote.quantity, ...quote.estimate })}</dd>
        <dt className="text-stone-600">Final price</dt>
        <dd className="font-semibold">{quote.finalPrice ? `${formatRupees(quote.finalPrice)}${incl}` : 'Not priced yet'}</dd>
      </dl>
      <LabelledInput
        label={`Final price (₹${gst ? ', incl. GST' : ''})`}
        inputMode="decimal"
        autoComplete="off"
        value={finalPrice}
        onChange={(value) => setFinalPrice(priceText(value))}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
        hint={`The total for the order${gst ? ', GST included' : ''}. Setting it on a new quote makes it Quoted.`}
      />
      <div>
        <label htmlFor={`${id}-note`} className={field.label}>
          Note
        </label>
        <textarea id={`${id}-note`} className={field.textarea} rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      {error && (
        <p id={`${id}-error`} className={field.error}>
          {error}
        </p>
      )}
      <button type="submit" className={`${btn.primary} sm:justify-self-start`} disabled={busy}>
        {busy ? 'Saving...' : 'Save price'}
      </button>
    </form>
  );
}
