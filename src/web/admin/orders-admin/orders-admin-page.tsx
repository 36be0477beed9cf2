import { useState } from 'react';
import { QUOTE_STAGE_LABELS, QUOTE_STAGES, isQuoteStage, type QuoteStage } from '../../../contract/quote-stages.ts';
import type { QuoteSort, StageCounts } from '../../../contract/quote-list.ts';
import { AdminLayout, btn, EmptyState, LabelledSelect, LoadError, LoadMore, SearchBox } from '../components/index.ts';
import { useSearchText } from '../lib/paged-list.ts';
import { useQuotePages, type QuoteFilters } from '../lib/quote-pages.ts';
import { OrderCard } from './order-card.tsx';
import { BillsCsv } from './bills-csv.tsx';

export const ORDERS_MESSAGES = {
  loadFailed: 'Could not load the orders.',
  noneWaiting: 'Nothing is waiting for you.',
  none: 'No orders found.',
} as const;

const SORTS = [
  { value: 'newest', text: 'Newest first' },
  { value: 'due', text: 'Due date, soonest first' },
] as const satisfies readonly { value: QuoteSort; text: string }[];

/** What the list shows: the jobs waiting for the owner (the start of the day), one stage, or all. */
type Show = 'waiting' | 'all' | QuoteStage;

const filtersOf = (show: Show, q: string): QuoteFilters => (show === 'waiting' ? { waiting: true, q } : show === 'all' ? { q } : { stage: show, q });
const total = (counts: StageCounts) => QUOTE_STAGES.reduce((sum, s) => sum + counts[s], 0);

/**
 * Orders (dashboard tab "orders"): the owner's day on a phone. "Waiting for me" (new requests and
 * changes asked for), "Ready for pickup", or any of the eleven stages; searched on the server, 50 at a time.
 */
export default function OrdersAdminPage({ now = Date.now() }: { now?: number }) {
  const [show, setShow] = useState<Show>('waiting');
  const [typed, setTyped, q] = useSearchText();
  const [sort, setSort] = useState<QuoteSort>('newest');
  const orders = useQuotePages({ ...filtersOf(show, q), sort });
  const counts = orders.firstPage?.counts;
  const quick: readonly [Show, string, number | undefined][] = [
    ['waiting', 'Waiting for me', orders.firstPage?.waiting],
    ['ready', QUOTE_STAGE_LABELS.ready, counts?.ready],
    ['all', 'All', counts && total(counts)],
  ];

  return (
    <AdminLayout title="Orders">
      <div role="group" aria-label="Show" className="mb-3 flex flex-wrap gap-2">
        {quick.map(([key, label, n]) => (
          <button key={key} type="button" aria-pressed={show === key} onClick={() => setShow(key)} className={show === key ? btn.primary : btn.secondary}>
            {label}
            {n === undefined ? '' : ` (${n.toLocaleString('en-IN')})`}
          </button>
        ))}
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <LabelledSelect
          label="Stage"
          first="Any stage"
          value={isQuoteStage(show) ? show : ''}
          onChange={(value) => setShow(isQuoteStage(value) ? value : 'all')}
          options={QUOTE_STAGES.map((s) => ({ value: s, text: `${QUOTE_STAGE_LABELS[s]}${counts ? ` (${counts[s]})` : ''}` }))}
        />
        <SearchBox value={typed} onChange={setTyped} placeholder="Search orders..." label="Search by customer, phone or item" className="sm:mt-6" />
        <LabelledSelect label="Sort" value={sort} onChange={(value) => setSort(value === 'due' ? 'due' : 'newest')} options={SORTS} />
      </div>
      {orders.isPending ? (
        <p role="status" className="py-6 text-center text-stone-600">
          Loading...
        </p>
      ) : orders.isError && !orders.items?.length ? (
        <LoadError message={ORDERS_MESSAGES.loadFailed} onRetry={() => void orders.refetch()} busy={orders.isFetching} />
      ) : orders.items?.length ? (
        <>
          <ul aria-label="Orders" className="space-y-3">
            {orders.items.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} now={now} />
              </li>
            ))}
          </ul>
          <LoadMore list={orders} />
        </>
      ) : (
        <EmptyState>{show === 'waiting' && !q ? ORDERS_MESSAGES.noneWaiting : ORDERS_MESSAGES.none}</EmptyState>
      )}
      <BillsCsv now={now} />
    </AdminLayout>
  );
}
