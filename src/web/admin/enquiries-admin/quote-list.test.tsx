import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../contract/quotes.ts';
import { renderAndSee, stubAdminApi, textsOf, type Handler } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import { quoteSample } from '../../test-support/quote-samples.ts';
import EnquiriesAdminPage from './enquiries-admin-page.tsx';
import { QuoteList } from './quote-list.tsx';
import { quotePages } from '../lib/quote-pages-testing.ts';

const quote = (n: number, fields: Partial<Quote> = {}): Quote =>
  quoteSample({
    _id: `q000000${n}-0000-4000-8000-000000000000`,
    token: `${n}`.repeat(32).slice(0, 32),
    name: `Asha ${n}`,
    timeline: [{ stage: 'new', at: '2026-03-08T09:00:00.000Z' }],
    previewUrl: `/api/listings/e0000001-0000-4000-8000-000000000001/preview?bride=x&n=${n}`,
    createdAt: `2026-03-0${n}T10:00:00.000Z`,
    updatedAt: `2026-03-0${n}T10:00:00.000Z`,
    ...fields,
  });

const show = () => renderWithApp(<QuoteList />);

/** GET /api/quotes answered from these quotes (or from what they are at each call), as the server would. */
const serve = (quotes: Quote[] | (() => Quote[]), more: Handler = () => undefined) =>
  stubAdminApi({}, (url, init) => quotePages(typeof quotes === 'function' ? quotes : () => quotes)(url, init) ?? more(url, init));

describe('Quotes (Enquiries & Quotes)', () => {
  it('marks a quote whose customer used Hindi with a हिन्दी badge (issue 19)', async () => {
    serve([quote(2, { lang: 'hi', name: 'प्रिया' }), quote(1)]);
    show();
    const hindi = await screen.findByRole('article', { name: 'Quote from प्रिया' });
    expect(within(hindi).getByText('हिन्दी').getAttribute('lang')).toBe('hi');
    expect(within(screen.getByRole('article', { name: 'Quote from Asha 1' })).queryByText('हिन्दी')).toBeNull();
  });

  it('shows each quote with its proof, choices, texts, estimate, who asked and when (IST), and its stage', async () => {
    serve([quote(2), quote(1, { stage: 'quoted', finalPrice: '4200', note: 'Ready in 5 days' })]);
    show();
    const card = await screen.findByRole('article', { name: 'Quote from Asha 2' });
    expect(textsOf(screen.getByRole('list', { name: 'Quotes' }), 'heading')).toEqual(['Quote from Asha 2', 'Quote from Asha 1']);
    expect(within(card).getByRole('img', { name: 'Proof for Asha 2' }).getAttribute('src')).toBe(quote(2).previewUrl);
    for (const text of ['Royal wedding card', '300', 'Handmade', 'Gold', 'प्रिया', 'Rahul', '98765 43210']) expect(within(card).getByText(text)).toBeTruthy();
    expect(within(card).getByText('New', { selector: 'span' })).toBeTruthy();
    expect(within(card).getByText('300 × ₹14.50 = ₹4,350')).toBeTruthy();
    expect(card.querySelector('time')?.textContent).toBe('2 Mar 2026, 3:30 pm IST');
    expect(within(screen.getByRole('article', { name: 'Quote from Asha 1' })).getByText('₹4,200')).toBeTruthy();
  });

  it("opens the job's screen, where the quote is answered: the card holds no form of its own (issue 28)", async () => {
    serve([quote(1, { stage: 'quoted', finalPrice: '4200' })]);
    show();
    const card = await screen.findByRole('article', { name: 'Quote from Asha 1' });
    expect(within(card).getByRole('link', { name: 'Open job of Asha 1' }).getAttribute('href')).toBe(`/admin/orders/${quote(1)._id}`);
    expect(within(card).getByRole('link', { name: 'Open quote page' }).getAttribute('href')).toBe(`/quote/${quote(1).token}`);
    expect(within(card).queryByRole('form')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    fireEvent.click(within(card).getByRole('link', { name: 'Open job of Asha 1' }));
    expect(screen.getByTestId('location').textContent).toBe(`/admin/orders/${quote(1)._id}`);
  });

  it('filters by stage with counts; empty and failed lists say so', async () => {
    serve([quote(2), quote(1, { stage: 'delivered' })]);
    show();
    await screen.findByRole('article', { name: 'Quote from Asha 2' });
    const stage = screen.getByLabelText('Stage') as HTMLSelectElement;
    expect([...stage.options].map((o) => o.text)).toHaveLength(12);
    fireEvent.change(stage, { target: { value: 'delivered' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Quote from Asha 2' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Quote from Asha 1' })).toBeTruthy();
    expect([...stage.options].find((o) => o.value === 'delivered')?.text).toBe('Delivered (1)');
    fireEvent.change(stage, { target: { value: 'cancelled' } });
    expect(await screen.findByText('No quotes found.')).toBeTruthy();
  });

  it('says when there are none, or that they could not load', async () => {
    serve([]);
    const { unmount } = await renderAndSee(<QuoteList />, 'No quotes yet.');
    unmount();
    stubAdminApi({ '/api/quotes?limit=50&offset=0': 'fail' });
    await renderAndSee(<QuoteList />, 'Could not load the quotes.');
  });
});

describe('Enquiries & Quotes page', () => {
  it('shows the quotes, then the enquiries as before', async () => {
    stubAdminApi(
      {
        '/api/enquiries': {
          success: true,
          result: [{ _id: 'e1', name: 'Ravi', email: 'ravi@example.com', message: 'Hello', handled: false, createdAt: '2026-03-01T10:00:00.000Z' }],
        },
      },
      quotePages(() => [quote(1)]),
    );
    renderWithApp(<EnquiriesAdminPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiries & Quotes' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Quote from Asha 1' })).toBeTruthy();
    expect(within(await screen.findByRole('list', { name: 'Enquiries' })).getByRole('heading', { name: 'Ravi' })).toBeTruthy();
  });
});
