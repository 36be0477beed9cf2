import { useId, useState, type FormEvent } from 'react';
import { QuoteAnswerSchema, type Quote } from '../../../contract/quotes.ts';
import { btn, field, LabelledInput, toast } from '../components/index.ts';
import { DueDay } from '../components/due-day.tsx';
import type { QuoteAnswer } from './job-queries.ts';

export interface DueDateFormProps {
  quote: Quote;
  busy: boolean;
  onSave: (answer: QuoteAnswer) => void;
}

/** The day promised to the customer (issue 29): Orders sorts by it and says "Late" once it has passed. */
export function DueDateForm({ quote, busy, onSave }: DueDateFormProps) {
  const id = useId();
  const [dueOn, setDueOn] = useState(quote.dueOn ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = (value: string) => {
    if (busy) return;
    const checked = QuoteAnswerSchema.safeParse({ dueOn: value });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'Please check the date.';
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    onSave({ _id: quote._id, dueOn: value });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save(dueOn);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="grid gap-3">
      <p>{quote.dueOn ? <DueDay dueOn={quote.dueOn} late={quote.late} /> : <span className="text-stone-600">No due date</span>}</p>
      <LabelledInput
        label="Due date"
        type="date"
        min="2000-01-01"
        max="2099-12-31"
        value={dueOn}
        onChange={setDueOn}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
        hint="The day you promised the customer. Orders can sort by it."
      />
      {error && (
        <p id={`${id}-error`} className={field.error}>
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={btn.primary} disabled={busy}>
          {busy ? 'Saving...' : 'Save due date'}
        </button>
        {quote.dueOn && (
          <button type="button" className={btn.secondary} disabled={busy} onClick={() => save('')}>
            Clear due date
          </button>
        )}
      </div>
    </form>
  );
}
