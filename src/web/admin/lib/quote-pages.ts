import { QuotePageSchema } from '../../../contract/quote-list.ts';
import type { QuoteStage } from '../../../contract/quote-stages.ts';
import { adminApi } from './admin-api.ts';
import { pagedPath, usePagedList } from './paged-list.ts';

/** Under ['admin', 'quotes']: saving a quote (enquiries-admin's useAnswerQuote) reads these again. */
const QUOTE_PAGES_KEY = ['admin', 'quotes', 'pages'] as const;

export interface QuoteFilters {
  stage?: QuoteStage;
  /** Only the jobs waiting for the owner (new, changes requested). */
  waiting?: boolean;
  /** Text within the customer's name or phone or the item's title (searched on the server). */
  q?: string;
}

/** GET /api/quotes, 50 at a time, newest first, with the counts per stage of all the search finds (Enquiries & Quotes, Orders). */
export const useQuotePages = ({ stage, waiting, q }: QuoteFilters) =>
  usePagedList([...QUOTE_PAGES_KEY, stage ?? '', Boolean(waiting), q ?? ''], (offset, signal) =>
    adminApi.get(pagedPath('/api/quotes', offset, { stage, waiting: waiting ? '1' : undefined, q }), { schema: QuotePageSchema, signal }),
  );
