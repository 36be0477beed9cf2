import { Route, Routes } from 'react-router';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import { quoteAt } from '../../test-support/quote-samples.ts';
import { site } from '../../test-support/samples.ts';
import { siteConfigQuery, type ApiQuery } from '../lib/queries.ts';
import QuotePage from './quote-page.tsx';
import { quoteQuery } from './quote-queries.ts';
// The page loads what sends an answer at the first one (quote-queries.ts). Loaded here first, as on a
// page open for a while: a file's first answer would otherwise wait on a cold import, which on a busy
// machine outlasts findBy's second.
import '../../shared/lib/api.ts';
import '../../../contract/quotes.ts';

/** The quote page's component tests, in English and in Hindi: a customer's quote, the page drawn from it, its head. */

export { LISTING, quoteAt } from '../../test-support/quote-samples.ts';

/** Priya's quote as a Hindi page shows it: without a preview, with one option, at a time whose Hindi date is written out (IST). */
export function inHindi(token: string) {
  const sample = (over: Partial<PublicQuote> = {}) =>
    quoteAt(token, {
      choices: { Foil: 'Gold' },
      previewUrl: null,
      timeline: [{ stage: 'new', at: '2027-02-12T05:35:00.000Z' }],
      createdAt: '2027-02-12T05:35:00.000Z',
      updatedAt: '2027-02-12T05:35:00.000Z',
      ...over,
    });
  /** Priced by the shop, with its order number. */
  const priced = (over: Partial<PublicQuote> = {}) => sample({ stage: 'quoted', finalPrice: '4500', orderNumber: 'SGP-2026-27-0042', ...over });
  return { sample, priced };
}

/** The page at /quote/{token}, its quote already loaded (as the server's render leaves it), or asked of the API when there is none. */
export function renderQuotePage(token: string, quote: PublicQuote | null) {
  const data: [ApiQuery, unknown][] = [[siteConfigQuery, site]];
  if (quote) data.push([quoteQuery(token), quote]);
  return renderWithApp(
    <Routes>
      <Route path="quote/:token" element={<QuotePage />} />
    </Routes>,
    { path: `/quote/${token}`, data },
  );
}

/** What head() (quote.server.ts) is given for the page at /quote/{token}: the quote loaded, or the status its call failed with. */
export const headContext = (token: string, data: PublicQuote | undefined, failure?: number) => ({
  params: { token },
  search: new URLSearchParams(),
  pathname: `/quote/${token}`,
  origin: 'https://shop.example',
  site,
  data: (() => data) as never,
  failure: () => failure,
});
