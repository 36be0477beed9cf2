import { useId, useState, type FormEvent } from 'react';
import { heldFromOf, needsReason, nextStages, QUOTE_STAGE_LABELS, type QuoteStage } from '../../../contract/quote-stages.ts';
import { QuoteAnswerSchema, type Quote } from '../../../contract/quotes.ts';
import { btn, field, LabelledInput, toast } from '../components/index.ts';
import { StageBadge } from '../components/stage-badge.tsx';
import { formatIstDateTime } from '../lib/ist-time.ts';
import type { QuoteAnswer } from './job-queries.ts';

export interface StageFormProps {
  quote: Quote;
  busy: boolean;
  onSave: (answer: QuoteAnswer) => void;
}

/**
 * Where the job stands and only the moves the rules allow from there (contract/quote-stages.ts): one
 * tap picks a move, a second confirms it, with the reason (on hold, cancelled, reopening an approved
 * job) or the courier and tracking number (dispatched) it needs. Two taps, so a stray one moves nothing.
 */
export function StageForm({ quote, busy, onSave }: StageFormProps) {
  const id = useId();
  const [to, setTo] = useState<QuoteStage | null>(null);
  const [reason, setReason] = useState('');
  const [courier, setCourier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const moves = nextStages(quote.stage, heldFromOf(quote.timeline));
  const since = quote.timeline.at(-1)?.at;

  const refuse = (message: string) => {
    setError(message);
    toast.error(message);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy || !to) return;
    const move = { stage: to, ...(needsReason(to, quote.stage) ? { reason } : {}), ...(to === 'dispatched' ? { courier, trackingNo } : {}) };
    if (needsReason(to, quote.stage) && !reason.trim()) return refuse(`Please give a reason for ${QUOTE_STAGE_LABELS[to]}.`);
    const checked = QuoteAnswerSchema.safeParse(move);
    if (!checked.success) return refuse(checked.error.issues[0]?.message ?? 'Please check the move.');
    setError(null);
    onSave({ _id: quote._id, ...move });
  };
  const pick = (stage: QuoteStage) => {
    setTo(to === stage ? null : stage);
    setError(null);
  };

  return (
    <div className="grid gap-3">
      <p className="flex flex-wrap items-center gap-2">
        Now <StageBadge stage={quote.stage} />
        {since && <span className="text-sm text-stone-600">since {formatIstDateTime(since)}</span>}
      </p>
      {moves.length === 0 ? (
        <p className="text-stone-600">The job is closed: its stage no longer moves.</p>
      ) : (
        <div role="group" aria-labelledby={`${id}-moves`} className="flex flex-wrap gap-2">
          <p id={`${id}-moves`} className="basis-full text-sm font-medium text-stone-800">
            Move to
          </p>
          {moves.map((stage) => (
            <button key={stage} type="button" aria-pressed={to === stage} onClick={() => pick(stage)} className={to === stage ? btn.primary : btn.secondary}>
              {QUOTE_STAGE_LABELS[stage]}
            </button>
          ))}
        </div>
      )}
      {to && (
        <form onSubmit={submit} noValidate aria-label={`Move to ${QUOTE_STAGE_LABELS[to]}`} aria-busy={busy} className="grid gap-3">
          {needsReason(to, quote.stage) && <LabelledInput label="Reason" maxLength={500} value={reason} onChange={setReason} />}
          {to === 'dispatched' && (
            <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
              <LabelledInput label="Courier" maxLength={100} value={courier} onChange={setCourier} />
              <LabelledInput label="Tracking number" maxLength={100} autoComplete="off" value={trackingNo} onChange={setTrackingNo} />
            </div>
          )}
          {error && (
            <p role="alert" className={field.error}>
              {error}
            </p>
          )}
          <button type="submit" className={`${btn.primary} sm:justify-self-start`} disabled={busy}>
            {busy ? 'Saving...' : `Move to ${QUOTE_STAGE_LABELS[to]}`}
          </button>
        </form>
      )}
    </div>
  );
}
