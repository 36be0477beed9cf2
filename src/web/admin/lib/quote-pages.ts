import { useQuery } from '@tanstack/react-query';
import { QuotePageSchema, type QuoteSort } from '../../../contract/quote-list.ts';
import type { QuoteStage } from '../../../contract/quote-stages.ts';
import { adminApi } from './admin-api.ts';
import { pagedPath, usePagedList } from './paged-list.ts';

/** Every read of quotes is under this key: a write on a job (job-admin) reads them all again. */
export const QUOTES_KEY = ['admin', 'quotes'] as const;
const QUOTE_PAGES_KEY = [...QUOTES_KEY, 'pages'] as const;

export interface QuoteFilters {
  stage?: QuoteStage;
  /** Only the jobs waiting for the owner (new, changes requested, or a customer's payment claim unanswered). */
  waiting?: boolean;
  /** Text within the customer's name or phone or the item's title (searched on the server). */
  q?: string;
  /** `due`: soonest due date first, jobs without one last (else newest first). */
  sort?: QuoteSort;
}

/** GET /api/quotes, 50 at a time, newest first, with the counts per stage of all the search finds (Enquiries & Quotes, Orders). */
export const useQuotePages = ({ stage, waiting, q, sort }: QuoteFilters) =>
  usePagedList([...QUOTE_PAGES_KEY, stage ?? '', Boolean(waiting), q ?? '', sort ?? ''], (offset, signal) =>
    adminApi.get(pagedPath('/api/quotes', offset, { stage, waiting: waiting ? '1' : undefined, q, sort }), { schema: QuotePageSchema, signal }),
  );

/**
 * How many jobs wait for the owner (the count beside Orders in the menu): one quote asked, for the
 * counts the answer carries. Asked again after any write on a job and when the owner comes back to the app.
 */
export const useJobsWaiting = () =>
  useQuery({
    queryKey: [...QUOTES_KEY, 'waiting'],
    queryFn: async ({ signal }) => (await adminApi.get('/api/quotes?waiting=1&limit=1', { schema: QuotePageSchema, signal })).waiting,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  }).data;
