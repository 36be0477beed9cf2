import { useId, useState } from 'react';
import { isQuoteStage, QUOTE_STAGE_LABELS, QUOTE_STAGES, type QuoteStage } from '../../../contract/quote-stages.ts';
import { EmptyState, LabelledSelect, LoadError, LoadMore, SearchBox } from '../components/index.ts';
import { useSearchText } from '../lib/paged-list.ts';
import { useQuotePages } from '../lib/quote-pages.ts';
import { QuoteCard } from './quote-card.tsx';

const QUOTE_ADMIN_MESSAGES = {
  loadFailed: 'Could not load the quotes.',
  empty: 'No quotes yet.',
  none: 'No quotes found.',
} as const;

/**
 * Quotes: what visitors asked a price for from an item page, newest first, 50 at a time and searched
 * on the server; each opens its job's screen, where the owner answers it.
 */
export function QuoteList() {
  const headingId = useId();
  const [filter, setFilter] = useState<QuoteStage | ''>('');
  const [typed, setTyped, q] = useSearchText();
  const quotes = useQuotePages({ stage: filter || undefined, q });
  const shown = quotes.items;
  const counts = quotes.firstPage?.counts;

  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-3 text-xl font-semibold">
        Quotes
      </h2>
      {/* A select, not eleven buttons: on a phone they filled the screen before the first quote. */}
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <LabelledSelect
          label="Stage"
          first="All stages"
          value={filter}
          onChange={(value) => setFilter(isQuoteStage(value) ? value : '')}
          options={QUOTE_STAGES.map((s) => ({ value: s, text: `${QUOTE_STAGE_LABELS[s]}${counts ? ` (${counts[s]})` : ''}` }))}
        />
        <SearchBox value={typed} onChange={setTyped} placeholder="Search quotes..." label="Search quotes by customer, phone or item" className="sm:mt-6" />
      </div>
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
                <QuoteCard quote={quote} />
              </li>
            ))}
          </ul>
          <LoadMore list={quotes} />
        </>
      ) : (
        <EmptyState>{filter || q ? QUOTE_ADMIN_MESSAGES.none : QUOTE_ADMIN_MESSAGES.empty}</EmptyState>
      )}
    </section>
  );
}
