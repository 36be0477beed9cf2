import { useState } from 'react';
import { QUOTE_STAGE_LABELS } from '../../../contract/quote-stages.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { btn } from '../components/index.ts';
import { customerWhatsapp } from './quote-message.ts';
import { useAnswerQuote, type QuoteAnswer } from './job-queries.ts';

/**
 * The owner's answer, remembering the stage the quote was in: once saved in another stage, the
 * quote is `moved` (to tell the customer on WhatsApp) until dismissed or the next save.
 */
export function useAnswerWithNews() {
  const answer = useAnswerQuote();
  const [from, setFrom] = useState<Pick<Quote, '_id' | 'stage'> | null>(null);
  const save = (quote: Quote, a: QuoteAnswer) => {
    setFrom({ _id: quote._id, stage: quote.stage });
    answer.mutate(a);
  };
  const saved = answer.isSuccess ? answer.data : undefined;
  const moved = saved && from && saved._id === from._id && saved.stage !== from.stage ? saved : null;
  return { answer, save, moved, dismiss: () => setFrom(null) };
}

/**
 * After a stage change: what the job is now and "Send on WhatsApp" to the customer, prefilled with
 * the order number, what changed, what is due and the quote page's link.
 */
export function StageNotice({ quote, origin, onDismiss }: { quote: Quote | null; origin: string; onDismiss: () => void }) {
  return (
    // Sticky below the phone's top bar: the stage is far down the job's screen.
    <div role="status" aria-live="polite" className="sticky top-14 z-10 md:top-2">
      {quote && (
        <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 shadow-md">
          <p className="min-w-0 basis-full break-words md:basis-0 md:flex-1">
            {quote.orderNumber ? `${quote.orderNumber}: ` : ''}
            {quote.name}&apos;s order is now <strong>{QUOTE_STAGE_LABELS[quote.stage]}</strong>. Let them know:
          </p>
          <a className={btn.primary} href={customerWhatsapp(quote, origin)} target="_blank" rel="noopener noreferrer">
            Send on WhatsApp
          </a>
          <button type="button" className={btn.link} onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
