import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { siteConfigQuery, type ApiQuery } from '../lib/queries.ts';
import { quoteQuery } from './quote-queries.ts';
import { renderWithApp, stubFetch, stubPendingFetch } from '../../test-support/render.tsx';
import { site } from '../../test-support/samples.ts';
import { APPROVE_FAILED, formatTime } from './quote-queries.ts';
import QuotePage from './quote-page.tsx';
import { head } from './quote.server.ts';

const TOKEN = 'b'.repeat(32);
const LISTING = 'e0000000-0000-4000-8000-000000000001';

const sample = (over: Partial<PublicQuote> = {}): PublicQuote => ({
  token: TOKEN,
  listingId: LISTING,
  listingTitle: 'Royal wedding card',
  quantity: 300,
  choices: { Paper: 'Glossy', Foil: 'Gold' },
  texts: [{ key: 'names', label: 'Names', text: 'राहुल ❤ प्रिया' }],
  name: 'Priya',
  estimate: { perPiece: '16.50', total: '4950' },
  stage: 'new',
  timeline: [{ stage: 'new', at: '2026-11-23T05:00:00.000Z' }],
  finalPrice: null,
  note: '',
  approvedAt: null,
  proofs: [],
  files: [],
  previewUrl: `/api/listings/${LISTING}/preview?names=x`,
  createdAt: '2026-11-23T05:00:00.000Z',
  updatedAt: '2026-11-23T05:00:00.000Z',
  ...over,
});

function renderQuotePage(token = TOKEN, data: [ApiQuery, unknown][] = []) {
  return renderWithApp(
    <Routes>
      <Route path="quote/:token" element={<QuotePage />} />
    </Routes>,
    { path: `/quote/${token}`, data: [[siteConfigQuery, site], ...data] },
  );
}

const renderQuote = (quote: PublicQuote) => renderQuotePage(quote.token, [[quoteQuery(quote.token), quote]]);

describe('QuotePage', () => {
  it('shows the preview, the item, quantity, choices, texts, the explained estimate and the stage', () => {
    stubPendingFetch();
    renderQuote(sample());
    expect(screen.getByRole('heading', { level: 1, name: 'Your quote' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of your card' })).toHaveAttribute('src', sample().previewUrl);
    expect(screen.getByRole('link', { name: 'Royal wedding card' })).toHaveAttribute('href', `/list/${LISTING}`);
    const terms = [...document.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(terms).toEqual(['Stage:New', 'Quantity:300', 'Paper:Glossy', 'Foil:Gold', 'Names:राहुल ❤ प्रिया', 'Estimate:300 × ₹16.50 = ₹4,950']);
    expect(screen.getByText('The shop will answer with the final price soon.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve proof' })).toBeNull();
  });

  it('names the item without a link once it is gone, and shows no preview without one', () => {
    stubPendingFetch();
    renderQuote(sample({ listingId: null, previewUrl: null }));
    expect(screen.getByText('Royal wedding card')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Royal wedding card' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the shop's answer and records the approval", async () => {
    const user = userEvent.setup();
    const approvedAt = '2026-11-23T06:10:00.000Z';
    const fetch = stubFetch(200, {
      message: 'Proof approved. Thank you!',
      quote: sample({ stage: 'quoted', finalPrice: '4500', note: 'Gold foil on both sides.', approvedAt }),
    });
    renderQuote(sample({ stage: 'quoted', finalPrice: '4500', note: 'Gold foil on both sides.' }));
    expect(screen.getByText('Final price: ₹4,500')).toBeInTheDocument();
    expect(screen.getByText('Gold foil on both sides.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve proof' }));
    expect(await screen.findByText('Proof approved. Thank you!')).toBeInTheDocument();
    expect(screen.getByText(`Approved on ${formatTime(approvedAt)}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve proof' })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(`/api/quotes/${TOKEN}/approve`);
    expect(fetch.mock.calls[0]![1]?.method).toBe('POST');
  });

  it('shows the timeline oldest first with dates, and the courier and tracking number once dispatched', () => {
    stubPendingFetch();
    const timeline: PublicQuote['timeline'] = [
      { stage: 'new', at: '2026-11-23T05:00:00.000Z' },
      { stage: 'quoted', at: '2026-11-23T06:00:00.000Z' },
      { stage: 'approved', at: '2026-11-23T07:00:00.000Z' },
      { stage: 'on_hold', at: '2026-11-24T07:00:00.000Z', note: 'Waiting for the paper' },
      { stage: 'approved', at: '2026-11-24T09:00:00.000Z' },
      { stage: 'dispatched', at: '2026-11-25T10:30:00.000Z', note: 'Courier: Blue Dart · Tracking no.: 90817263' },
    ];
    renderQuote(sample({ stage: 'dispatched', finalPrice: '4500', approvedAt: '2026-11-23T07:00:00.000Z', timeline }));
    expect(screen.getByText('Stage:').parentElement).toHaveTextContent('Stage:Dispatched');
    const steps = screen.getAllByRole('listitem').filter((li) => li.closest('section')?.getAttribute('aria-labelledby') === 'quote-timeline');
    expect(steps.map((li) => li.querySelector('span')!.textContent)).toEqual(['New', 'Quoted', 'Approved', 'On hold', 'Approved', 'Dispatched']);
    expect(steps[5]).toHaveTextContent(formatTime('2026-11-25T10:30:00.000Z'));
    expect(steps[5]).toHaveTextContent('Courier: Blue Dart · Tracking no.: 90817263');
    expect(steps[3]).toHaveTextContent('Waiting for the paper');
    expect(screen.queryByRole('button', { name: 'Approve proof' })).toBeNull();
  });

  it('says when it was approved instead of offering it again', () => {
    stubPendingFetch();
    renderQuote(sample({ stage: 'approved', finalPrice: '4500', approvedAt: '2026-11-23T06:10:00.000Z' }));
    expect(screen.getByText(/^Approved on /)).toHaveTextContent(formatTime('2026-11-23T06:10:00.000Z'));
    expect(screen.queryByRole('button', { name: 'Approve proof' })).toBeNull();
  });

  it.each([
    [409, { message: 'The shop has not answered this quote yet.' }, 'The shop has not answered this quote yet.'],
    [500, { message: 'Internal Server Error' }, APPROVE_FAILED],
  ])('says why an approval failed (%i)', async (status, body, text) => {
    const user = userEvent.setup();
    stubFetch(status, body);
    renderQuote(sample({ stage: 'quoted', finalPrice: '4500' }));
    await user.click(screen.getByRole('button', { name: 'Approve proof' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Approve proof' })).toBeEnabled();
  });

  it('says "Quote not found" for an unknown token, after one request', async () => {
    const fetch = stubFetch(404, { message: 'Quote not found' });
    renderQuotePage('c'.repeat(32));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote not found' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("formats times in the shop's time zone, the same on the server and in the browser", () => {
    expect(formatTime('2026-11-23T06:10:00.000Z')).toMatch(/^23 Nov 2026, 11:40\s?am IST$/i);
  });
});

describe('quote head', () => {
  const ctx = (data: PublicQuote | undefined, failure?: number) => ({
    params: { token: TOKEN },
    search: new URLSearchParams(),
    pathname: `/quote/${TOKEN}`,
    origin: 'https://shop.example',
    site,
    data: (() => data) as never,
    failure: () => failure,
  });

  it('is titled "Your quote" and never indexed', () => {
    expect(head(ctx(sample()))).toEqual({ title: `Your quote | ${site.name}`, noindex: true });
  });

  it('answers 404 for an unknown token', () => {
    expect(head(ctx(undefined, 404))).toMatchObject({ status: 404, noindex: true, title: `Quote not found | ${site.name}` });
  });
});
