import { useId, useState, type FormEvent } from 'react';
import { heldFromOf, needsReason, nextStages, QUOTE_STAGE_LABELS, type QuoteStage } from '../../../contract/quote-stages.ts';
import { QuoteAnswerSchema, type Quote } from '../../../contract/quotes.ts';
import { btn, field, LabelledInput, LabelledSelect, toast } from '../components/index.ts';
import { priceText } from '../components/listing-form/index.ts';
import type { QuoteAnswer } from './quote-queries.ts';

/** The stage it is in, then only the moves the rules allow (contract/quote-stages.ts). */
const stageOptions = (quote: Quote) => [
  { value: quote.stage, text: QUOTE_STAGE_LABELS[quote.stage] },
  ...nextStages(quote.stage, heldFromOf(quote.timeline)).map((s) => ({ value: s, text: QUOTE_STAGE_LABELS[s] })),
];

export interface QuoteAnswerFormProps {
  quote: Quote;
  busy: boolean;
  onSave: (answer: QuoteAnswer) => void;
}

/**
 * The owner's answer to one quote: the next stage (with a reason for on hold or cancelled, the courier
 * and tracking number for dispatched), final price (the order's total) and a note. Checked by
 * the contract's QuoteAnswerSchema before it is sent; the server's own message shows otherwise.
 */
export function QuoteAnswerForm({ quote, busy, onSave }: QuoteAnswerFormProps) {
  const id = useId();
  const [stage, setStage] = useState<QuoteStage>(quote.stage);
  const [reason, setReason] = useState('');
  const [courier, setCourier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [finalPrice, setFinalPrice] = useState(quote.finalPrice ?? '');
  const [note, setNote] = useState(quote.note);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const moved = stage !== quote.stage;
    const move = moved ? { stage, ...(needsReason(stage, quote.stage) ? { reason } : {}), ...(stage === 'dispatched' ? { courier, trackingNo } : {}) } : {};
    if (moved && needsReason(stage, quote.stage) && !reason.trim()) {
      const message = `Please give a reason for ${QUOTE_STAGE_LABELS[stage]}.`;
      setError(message);
      toast.error(message);
      return;
    }
    const checked = QuoteAnswerSchema.safeParse({ ...move, finalPrice, note });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'Please check the answer.';
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    onSave({ _id: quote._id, ...move, finalPrice: finalPrice.trim(), note });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Answer to ${quote.name}`} aria-busy={busy} className="grid gap-3">
      <div className="grid grid-cols-2 gap-3">
        <LabelledSelect label="Stage" options={stageOptions(quote)} value={stage} onChange={(value) => setStage(value as QuoteStage)} />
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
      {stage !== quote.stage && needsReason(stage, quote.stage) && <LabelledInput label="Reason" maxLength={500} value={reason} onChange={setReason} />}
      {stage !== quote.stage && stage === 'dispatched' && (
        <div className="grid grid-cols-2 gap-3">
          <LabelledInput label="Courier" maxLength={100} value={courier} onChange={setCourier} />
          <LabelledInput label="Tracking number" maxLength={100} autoComplete="off" value={trackingNo} onChange={setTrackingNo} />
        </div>
      )}
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
