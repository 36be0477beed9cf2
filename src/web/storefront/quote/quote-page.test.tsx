import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { siteConfigQuery, type ApiQuery } from '../lib/queries.ts';
import { quoteQuery } from './quote-queries.ts';
import { renderWithApp, stubFetch, stubFetchInTurn, stubPendingFetch } from '../../test-support/render.tsx';
import { proofSample, site } from '../../test-support/samples.ts';
import { formatTime, SEND_FAILED } from './quote-queries.ts';
import { APPROVAL_WORDING } from '../../../contract/proof-texts.ts';
import type { Proof } from '../../../contract/quote-proofs.ts';
import QuotePage from './quote-page.tsx';
import { head } from './quote.server.ts';

const TOKEN = 'b'.repeat(32);
const LISTING = 'e0000000-0000-4000-8000-000000000001';

const proof = (version: number, over: Partial<Proof> = {}) => proofSample(TOKEN, version, over);

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
  orderNumber: null,
  timeline: [{ stage: 'new', at: '2026-11-23T05:00:00.000Z' }],
  finalPrice: null,
  note: '',
  approvedAt: null,
  proofs: [],
  files: [],
  invoice: null,
  payment: null,
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

  it("shows the shop's answer, and approves the newest proof only with the box ticked", async () => {
    const user = userEvent.setup();
    const at = '2026-11-23T06:10:00.000Z';
    const priced = { stage: 'quoted' as const, finalPrice: '4500', note: 'Gold foil on both sides.' };
    const fetch = stubFetch(200, {
      message: 'Proof approved. Thank you!',
      quote: sample({
        ...priced,
        stage: 'approved',
        approvedAt: at,
        proofs: [proof(1, { status: 'approved', approval: { version: 1, price: '4500', at, wording: APPROVAL_WORDING } })],
      }),
    });
    renderQuote(sample({ ...priced, proofs: [proof(1)] }));
    expect(screen.getByText('Final price: ₹4,500')).toBeInTheDocument();
    expect(screen.getByText('Gold foil on both sides.')).toBeInTheDocument();
    const approve = screen.getByRole('button', { name: 'Approve for printing' });
    expect(approve).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: APPROVAL_WORDING }));
    await user.click(approve);
    expect(await screen.findByText('Proof approved. Thank you!')).toBeInTheDocument();
    expect(screen.getByText(`Proof 1 approved on ${formatTime(at)}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve for printing' })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(`/api/quotes/${TOKEN}/approve`);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ version: 1, confirmed: true, price: '4500' });
  });

  it('flips between versions; only the newest can be answered, and older ones show their pinned comments', async () => {
    const user = userEvent.setup();
    stubPendingFetch();
    const older = proof(1, { status: 'changes', comments: [{ comment: 'तारीख़ बदलें', pin: { x: 0.25, y: 0.5 }, createdAt: '2026-11-23T05:30:00.000Z' }] });
    renderQuote(
      sample({
        stage: 'proof_sent',
        finalPrice: '4500',
        proofs: [older, proof(2, { note: 'New date', attachmentUrl: `/api/quotes/${TOKEN}/proofs/2/attachment` })],
      }),
    );
    expect(screen.getByRole('heading', { name: /^Proof 2 \(newest\)/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Proof 2' })).toHaveAttribute('src', `/api/quotes/${TOKEN}/proofs/2`);
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', `/api/quotes/${TOKEN}/proofs/2/attachment`);
    expect(screen.getByRole('button', { name: 'Approve for printing' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous proof' }));
    expect(screen.getByRole('heading', { name: /^Proof 1/ })).toHaveTextContent('Changes requested');
    expect(screen.getByText('तारीख़ बदलें')).toBeInTheDocument();
    const mark = document.querySelector('[aria-hidden="true"][style]') as HTMLElement;
    expect([mark.style.left, mark.style.top]).toEqual(['25%', '50%']);
    expect(screen.queryByRole('button', { name: 'Approve for printing' })).toBeNull();
    expect(screen.queryByText('Request changes')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next proof' }));
    expect(screen.getByRole('heading', { name: /^Proof 2/ })).toBeInTheDocument();
  });

  it("says whose turn a proof is: the shop's on a new request, the customer's on the newest; older ones were replaced (issue 28)", async () => {
    const user = userEvent.setup();
    stubPendingFetch();
    const { unmount } = renderQuote(sample({ proofs: [proof(1)] }));
    expect(screen.getByRole('heading', { name: /^Proof 1/ })).toHaveTextContent('Proof 1Waiting for the shop');
    unmount();
    renderQuote(sample({ stage: 'proof_sent', finalPrice: '4500', proofs: [proof(1), proof(2), proof(3)] }));
    expect(screen.getByRole('heading', { name: /^Proof 3/ })).toHaveTextContent('Proof 3 (newest)Waiting for your answer');
    await user.click(screen.getByRole('button', { name: 'Previous proof' }));
    expect(screen.getByRole('heading', { name: /^Proof 2/ })).toHaveTextContent('Proof 2Replaced by proof 3');
    await user.click(screen.getByRole('button', { name: 'Previous proof' }));
    expect(screen.getByRole('heading', { name: /^Proof 1/ })).toHaveTextContent('Proof 1Replaced by proof 2');
  });

  it('sends a change request with the pin set by tapping the proof', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(200, {
      message: 'Thank you. The shop will send a new proof.',
      quote: sample({ stage: 'changes_requested', finalPrice: '4500', proofs: [proof(1, { status: 'changes' })] }),
    });
    renderQuote(sample({ stage: 'quoted', finalPrice: '4500', proofs: [proof(1)] }));
    await user.click(screen.getByText('Request changes'));
    const target = screen.getByRole('button', { name: /^Preview of your card: Tap the proof/ });
    target.getBoundingClientRect = () => ({ left: 10, top: 20, width: 200, height: 400, right: 210, bottom: 420, x: 10, y: 20, toJSON: () => ({}) });
    fireEvent.click(target, { clientX: 60, clientY: 320 });
    expect(screen.getByText('Pin set. Tap the proof again to move it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send change request' }));
    expect(screen.getByText('Please write what should change.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('What should change?'), 'Date: 12 दिसंबर');
    await user.click(screen.getByRole('button', { name: 'Send change request' }));
    expect(await screen.findByText('Thank you. The shop will send a new proof.')).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toBe(`/api/quotes/${TOKEN}/changes`);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ version: 1, comment: 'Date: 12 दिसंबर', pin: { x: 0.25, y: 0.75 } });
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

  it('shows the approval record instead of offering it again', () => {
    stubPendingFetch();
    const at = '2026-11-23T06:10:00.000Z';
    renderQuote(
      sample({
        stage: 'approved',
        finalPrice: '4500',
        approvedAt: at,
        proofs: [proof(1, { status: 'approved', approval: { version: 1, price: '4500', at, wording: APPROVAL_WORDING } })],
      }),
    );
    expect(screen.getByText(/^Proof 1 approved on /)).toHaveTextContent(formatTime(at));
    expect(screen.getByText(`₹4,500 · “${APPROVAL_WORDING}” ✓`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve for printing' })).toBeNull();
  });

  it.each([
    [409, { message: 'The shop has not answered this quote yet.' }, 'The shop has not answered this quote yet.'],
    [500, { message: 'Internal Server Error' }, SEND_FAILED],
  ])('says why an approval failed (%i)', async (status, body, text) => {
    const user = userEvent.setup();
    stubFetch(status, body);
    renderQuote(sample({ stage: 'quoted', finalPrice: '4500', proofs: [proof(1)] }));
    await user.click(screen.getByRole('checkbox', { name: APPROVAL_WORDING }));
    await user.click(screen.getByRole('button', { name: 'Approve for printing' }));
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Approve for printing' })).toBeEnabled();
  });

  it('approves at the price it shows; a price changed since (409) is shown with the question asked again', async () => {
    const user = userEvent.setup();
    const changed = 'The price has changed to ₹99,999. Please check it and approve again.';
    const at = '2026-11-23T06:10:00.000Z';
    const repriced = sample({ stage: 'quoted', finalPrice: '99999', proofs: [proof(1)] });
    const approval = { version: 1, price: '99999', at, wording: APPROVAL_WORDING };
    const fetch = stubFetchInTurn(
      [409, { message: changed }],
      [200, repriced],
      [
        200,
        {
          message: 'Proof approved. Thank you!',
          quote: { ...repriced, stage: 'approved', approvedAt: at, proofs: [proof(1, { status: 'approved', approval })] },
        },
      ],
    );
    renderQuote(sample({ stage: 'quoted', finalPrice: '746.50', proofs: [proof(1)] }));
    expect(screen.getByText('Final price: ₹746.50')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: APPROVAL_WORDING }));
    await user.click(screen.getByRole('button', { name: 'Approve for printing' }));
    expect(await screen.findByText(changed)).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Final price: ₹99,999')).toBeInTheDocument();
    expect(screen.queryByText('Final price: ₹746.50')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Approve for printing' }));
    expect(await screen.findByText('Proof approved. Thank you!')).toBeInTheDocument();
    expect(screen.getByText(`₹99,999 · “${APPROVAL_WORDING}” ✓`)).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url, init]) => [init?.method ?? 'GET', url, init?.body && JSON.parse(String(init.body)).price])).toEqual([
      ['POST', `/api/quotes/${TOKEN}/approve`, '746.50'],
      ['GET', `/api/quotes/${TOKEN}`, undefined],
      ['POST', `/api/quotes/${TOKEN}/approve`, '99999'],
    ]);
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
    renderQuotePage('c'.repeat(32));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote not found' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says to wait after too many wrong links from this network (429), after one request', async () => {
    const fetch = stubFetch(429, { message: 'Too many wrong quote links from your network. Please try again in 10 minutes.' });
    renderQuotePage('c'.repeat(32));
    expect(await screen.findByRole('heading', { level: 1, name: 'Too many wrong links' })).toBeInTheDocument();
    expect(screen.getByText(/Please wait a few minutes/)).toBeInTheDocument();
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

  it('answers 429 after too many wrong links from this network', () => {
    expect(head(ctx(undefined, 429))).toMatchObject({ status: 429, noindex: true, title: `Too many wrong links | ${site.name}` });
  });
});
