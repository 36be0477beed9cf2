import { useId, useState, type FormEvent } from 'react';
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES, QuoteAnswerSchema, type Quote, type QuoteStatus } from '../../../contract/quotes.ts';
import { btn, field, LabelledInput, LabelledSelect, toast } from '../components/index.ts';
import { priceText } from '../components/listing-form/index.ts';
import type { QuoteAnswer } from './quote-queries.ts';

const STATUS_OPTIONS = QUOTE_STATUSES.map((s) => ({ value: s, text: QUOTE_STATUS_LABELS[s] }));

export interface QuoteAnswerFormProps {
  quote: Quote;
  busy: boolean;
  onSave: (answer: QuoteAnswer) => void;
}

/**
 * The owner's answer to one quote: status, final price (the order's total) and a note. Checked by
 * the contract's QuoteAnswerSchema before it is sent; the server's own message shows otherwise.
 */
export function QuoteAnswerForm({ quote, busy, onSave }: QuoteAnswerFormProps) {
  const id = useId();
  const [status, setStatus] = useState<QuoteStatus>(quote.status);
  const [finalPrice, setFinalPrice] = useState(quote.finalPrice ?? '');
  const [note, setNote] = useState(quote.note);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const checked = QuoteAnswerSchema.safeParse({ status, finalPrice, note });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'Please check the answer.';
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    onSave({ _id: quote._id, status, finalPrice: finalPrice.trim(), note });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Answer to ${quote.name}`} aria-busy={busy} className="grid gap-3">
      <div className="grid grid-cols-2 gap-3">
        <LabelledSelect label="Status" options={STATUS_OPTIONS} value={status} onChange={(value) => setStatus(value as QuoteStatus)} />
        <LabelledInput
          label="Final price (₹)"
          inputMode="decimal"
          autoComplete="off"
          value={finalPrice}
          onChange={(value) => setFinalPrice(priceText(value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
      </div>
      <p id={`${id}-hint`} className="-mt-2 text-xs text-stone-600">
        The total for the order. Setting it on a new quote makes it Quoted.
      </p>
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
      <button type="submit" className={btn.primary} disabled={busy}>
        {busy ? 'Saving...' : 'Save'}
      </button>
    </form>
  );
}
