import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { stubFetch, stubPendingFetch } from '../../test-support/render.tsx';
import { site } from '../../test-support/samples.ts';
import { formatTime } from './quote-queries.ts';
import { headContext, LISTING, quoteAt, renderQuotePage } from './quote-page-testing.tsx';
import { head } from './quote.server.ts';

/** The customer's quote page: what it shows, the advance asked for, their files, and its head. Proofs: quote-page-proofs.test.tsx. */

const TOKEN = 'b'.repeat(32);
const sample = (over: Partial<PublicQuote> = {}) => quoteAt(TOKEN, over);
const renderQuote = (quote: PublicQuote) => renderQuotePage(quote.token, quote);

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
    expect(screen.queryByRole('button', { name: 'Approve for printing' })).toBeNull();
  });

  it('shows the order number once the shop has priced the quote', () => {
    stubPendingFetch();
    renderQuote(sample({ stage: 'quoted', finalPrice: '4500', orderNumber: 'SGP-2026-27-0042' }));
    expect(document.querySelector('dl > div')).toHaveTextContent('Order number:SGP-2026-27-0042');
  });

  it('asks for the advance with the QR code and the UPI link, and sends only a 12-digit UTR', async () => {
    const user = userEvent.setup();
    const link = 'upi://pay?pa=shop@okaxis&pn=Shree%20Ganesh&am=2250.00&cu=INR&tn=SGP-2026-27-0042&tr=SGP-2026-27-0042';
    const payment = { total: '4500', advanceDue: '2250', paid: '0', balance: '4500', dueNow: '2250', asking: 'advance' as const, upiLink: link, claim: null };
    const priced = sample({ stage: 'approved', finalPrice: '4500', orderNumber: 'SGP-2026-27-0042', payment });
    const fetch = stubFetch(200, {
      message: 'Thank you — the shop will confirm',
      quote: { ...priced, payment: { ...payment, claim: { utr: '634512349876', at: '2026-11-23T07:00:00.000Z' } } },
    });
    renderQuote(priced);
    const box = screen.getByRole('region', { name: 'Payment' });
    expect(box).toHaveTextContent('Total₹4,500Advance₹2,250Paid₹0Balance₹4,500Pay advance ₹2,250');
    expect(screen.getByRole('img', { name: 'UPI QR code to pay ₹2,250' })).toHaveAttribute('src', `/api/quotes/${TOKEN}/upi-qr.svg?am=2250`);
    expect(screen.getByRole('link', { name: 'Open UPI app' })).toHaveAttribute('href', link);
    await user.type(screen.getByLabelText('UTR (12-digit number from your UPI app)'), '63451234987');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(within(box).getByRole('alert')).toHaveTextContent('The UTR is the 12-digit number your UPI app shows after paying.');
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('UTR (12-digit number from your UPI app)'), '6');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('Thank you — the shop will confirm')).toBeInTheDocument();
    // The UTR typed is shown back at once (issue 28), not only after a reload.
    expect(within(box).getByText('You told the shop you paid (UTR 634512349876). The shop will confirm.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(`/api/quotes/${TOKEN}/utr`, expect.objectContaining({ method: 'POST', body: JSON.stringify({ utr: '634512349876' }) }));
  });

  it('names the item without a link once it is gone, and shows no preview without one', () => {
    stubPendingFetch();
    renderQuote(sample({ listingId: null, previewUrl: null }));
    expect(screen.getByText('Royal wedding card')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Royal wedding card' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
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
  });

  it("lists the customer's files and attaches one more", async () => {
    const user = userEvent.setup();
    const files = [{ id: 'f1', url: `/api/quotes/${TOKEN}/files/f1`, name: 'logo.png', createdAt: '2026-11-23T05:00:00.000Z' }];
    const fetch = stubFetch(201, {
      message: 'File attached.',
      quote: sample({ files: [...files, { ...files[0]!, id: 'f2', name: 'photo.jpg', url: `/api/quotes/${TOKEN}/files/f2` }] }),
    });
    renderQuote(sample({ files }));
    expect(screen.getByRole('img', { name: 'logo.png' })).toHaveAttribute('src', files[0]!.url);
    await user.upload(screen.getByLabelText('Attach a photo'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('File attached.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'photo.jpg' })).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toBe(`/api/quotes/${TOKEN}/files`);
    expect(fetch.mock.calls[0]![1]?.body).toBeInstanceOf(FormData);
  });

  it('says "Quote not found" for an unknown token, after one request', async () => {
    const fetch = stubFetch(404, { message: 'Quote not found' });
    renderQuotePage('c'.repeat(32), null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote not found' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says to wait after too many wrong links from this network (429), after one request', async () => {
    const fetch = stubFetch(429, { message: 'Too many wrong quote links from your network. Please try again in 10 minutes.' });
    renderQuotePage('c'.repeat(32), null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Too many wrong links' })).toBeInTheDocument();
    expect(screen.getByText(/Please wait a few minutes/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("formats times in the shop's time zone, the same on the server and in the browser", () => {
    expect(formatTime('2026-11-23T06:10:00.000Z')).toMatch(/^23 Nov 2026, 11:40\s?am IST$/i);
  });
});

describe('quote head', () => {
  it('is titled "Your quote" and never indexed', () => {
    expect(head(headContext(TOKEN, sample()))).toEqual({ title: `Your quote | ${site.name}`, noindex: true });
  });

  it('answers 404 for an unknown token', () => {
    expect(head(headContext(TOKEN, undefined, 404))).toMatchObject({ status: 404, noindex: true, title: `Quote not found | ${site.name}` });
  });

  it('answers 429 after too many wrong links from this network', () => {
    expect(head(headContext(TOKEN, undefined, 429))).toMatchObject({ status: 429, noindex: true, title: `Too many wrong links | ${site.name}` });
  });
});
