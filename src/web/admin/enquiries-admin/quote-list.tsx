import { useId, useState } from 'react';
import { QUOTE_STAGE_LABELS, QUOTE_STAGES, type QuoteStage } from '../../../contract/quote-stages.ts';
import { btn, EmptyState, LoadError, LoadMore, SearchBox } from '../components/index.ts';
import { useSearchText } from '../lib/paged-list.ts';
import { useQuotePages } from '../lib/quote-pages.ts';
import { QuoteCard } from './quote-card.tsx';
import { QUOTE_ADMIN_MESSAGES } from './quote-queries.ts';
import { StageNotice, useAnswerWithNews } from './stage-notice.tsx';

type Filter = 'all' | QuoteStage;
const FILTERS: readonly [Filter, string][] = [['all', 'All'], ...QUOTE_STAGES.map((s): [Filter, string] => [s, QUOTE_STAGE_LABELS[s]])];

/** Quotes: what visitors asked a price for from an item page, newest first, 50 at a time and searched on the server, for the owner to answer. */
export function QuoteList({ origin = typeof window === 'undefined' ? '' : window.location.origin }: { origin?: string }) {
  const headingId = useId();
  const { answer, save, moved, dismiss } = useAnswerWithNews();
  const [filter, setFilter] = useState<Filter>('all');
  const [typed, setTyped, q] = useSearchText();
  const quotes = useQuotePages({ stage: filter === 'all' ? undefined : filter, q });
  const shown = quotes.items;
  const counts = quotes.firstPage?.counts;
  const busyId = answer.isPending ? answer.variables._id : null;

  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-3 text-xl font-semibold">
        Quotes
      </h2>
      <StageNotice quote={moved} origin={origin} onDismiss={dismiss} />
      <div role="group" aria-label="Filter quotes by stage" className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map(([key, label]) => (
          <button key={key} type="button" aria-pressed={filter === key} onClick={() => setFilter(key)} className={filter === key ? btn.primary : btn.secondary}>
            {label}
            {key !== 'all' && counts ? ` (${counts[key]})` : ''}
          </button>
        ))}
      </div>
      <SearchBox value={typed} onChange={setTyped} placeholder="Search quotes..." label="Search quotes by customer, phone or item" className="mb-4 max-w-md" />
      {quotes.isPending ? (
        <p role="status" className="py-6 text-center text-stone-600">
          Loading...
        </p>
      ) : quotes.isError && !shown?.length ? (
        <LoadError message={QUOTE_ADMIN_MESSAGES.loadFailed} onRetry={() => void quotes.refetch()} />
      ) : shown && shown.length > 0 ? (
        <>
          <ul aria-label="Quotes" className="space-y-3">
            {shown.map((quote) => (
              <li key={quote._id}>
                <QuoteCard quote={quote} origin={origin} busy={busyId === quote._id} onSave={(a) => save(quote, a)} />
              </li>
            ))}
          </ul>
          <LoadMore list={quotes} />
        </>
      ) : (
        <EmptyState>{filter !== 'all' || q ? QUOTE_ADMIN_MESSAGES.none : QUOTE_ADMIN_MESSAGES.empty}</EmptyState>
      )}
    </section>
  );
}
