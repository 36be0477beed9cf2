import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Quote } from '../../../contract/quotes.ts';
import { AdminToaster, toast } from '../components/index.ts';
import { json, renderAndSee, stubAdminApi, textsOf, type Handler } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import EnquiriesAdminPage from './enquiries-admin-page.tsx';
import { QuoteList } from './quote-list.tsx';
import { quoteMessage } from './quote-message.ts';
import { quotePages } from '../lib/quote-pages-testing.ts';

const ORIGIN = 'https://shop.example';
const quote = (n: number, fields: Partial<Quote> = {}): Quote => ({
  _id: `q000000${n}-0000-4000-8000-000000000000`,
  token: `${n}`.repeat(32).slice(0, 32),
  phone: '98765 43210',
  lang: 'en',
  name: `Asha ${n}`,
  listingId: 'e0000001-0000-4000-8000-000000000001',
  listingTitle: 'Royal wedding card',
  quantity: 300,
  choices: { Paper: 'Handmade', Foil: 'Gold' },
  texts: [
    { key: 'bride', label: 'Bride', text: 'प्रिया' },
    { key: 'groom', label: 'Groom', text: 'Rahul' },
  ],
  estimate: { perPiece: '14.5', total: '4350' },
  stage: 'new',
  orderNumber: null,
  timeline: [{ stage: 'new', at: '2026-03-08T09:00:00.000Z' }],
  finalPrice: null,
  note: '',
  approvedAt: null,
  proofs: [],
  files: [],
  invoice: null,
  payment: null,
  payments: [],
  previewUrl: `/api/listings/e0000001-0000-4000-8000-000000000001/preview?bride=x&n=${n}`,
  createdAt: `2026-03-0${n}T10:00:00.000Z`,
  updatedAt: `2026-03-0${n}T10:00:00.000Z`,
  ...fields,
});

afterEach(() => act(() => toast.remove()));

/** The list with the back office's toaster (the admin shell has it). */
const show = () =>
  renderWithApp(
    <>
      <QuoteList origin={ORIGIN} />
      <AdminToaster />
    </>,
  );

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

  it('shows each quote with its proof, choices, texts, estimate, who asked, status and links', async () => {
    serve([quote(2), quote(1, { stage: 'quoted', finalPrice: '4200', note: 'Ready in 5 days' })]);
    show();
    const card = await screen.findByRole('article', { name: 'Quote from Asha 2' });
    expect(textsOf(screen.getByRole('list', { name: 'Quotes' }), 'heading')).toEqual(['Quote from Asha 2', 'Quote from Asha 1']);
    expect(within(card).getByRole('img', { name: 'Proof for Asha 2' }).getAttribute('src')).toBe(quote(2).previewUrl);
    for (const text of ['Royal wedding card', '300', 'Handmade', 'Gold', 'प्रिया', 'Rahul', '98765 43210']) expect(within(card).getByText(text)).toBeTruthy();
    expect(within(card).getByText('New', { selector: 'span' })).toBeTruthy();
    expect(within(card).getByText('300 × ₹14.50 = ₹4,350')).toBeTruthy();
    const whatsapp = within(card).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')!;
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(decodeURIComponent(whatsapp.split('text=')[1]!)).toContain(`See and approve the proof: ${ORIGIN}/quote/${quote(2).token}`);
    expect(within(card).getByRole('link', { name: 'Open quote page' }).getAttribute('href')).toBe(`/quote/${quote(2).token}`);

    const answered = screen.getByRole('article', { name: 'Quote from Asha 1' });
    expect((within(answered).getByLabelText('Final price (₹)') as HTMLInputElement).value).toBe('4200');
    expect((within(answered).getByLabelText('Stage') as HTMLSelectElement).value).toBe('quoted');
    expect(within(answered).getByText('₹4,200')).toBeTruthy();
  });

  it('saves stage, final price and note (PUT), then shows what was saved', async () => {
    let current = quote(1, { stage: 'quoted', finalPrice: '4200' });
    const pages = quotePages(() => [current]);
    const fetch = stubAdminApi({}, (url, init) => {
      if (pages(url, init)) return pages(url, init);
      if (url === `/api/quotes/${current._id}` && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        current = { ...current, ...body, ...(body.stage ? { stage: body.stage } : {}), updatedAt: '2026-03-09T10:00:00.000Z' };
        return json(200, current);
      }
      return undefined;
    });
    show();
    const card = await screen.findByRole('article', { name: 'Quote from Asha 1' });
    fireEvent.change(within(card).getByLabelText('Stage'), { target: { value: 'approved' } });
    fireEvent.change(within(card).getByLabelText('Final price (₹)'), { target: { value: 'Rs 4,100.5' } });
    fireEvent.change(within(card).getByLabelText('Note'), { target: { value: 'Gold foil, 5 days' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quote saved')).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ stage: 'approved', finalPrice: '4100.5', note: 'Gold foil, 5 days' });
    expect(await within(card).findByText('₹4,100.50')).toBeTruthy();
    expect(within(card).getByText('Approved', { selector: 'span' })).toBeTruthy();
    // The card's WhatsApp message now tells the news of the stage it is in.
    const message = decodeURIComponent(within(card).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')!.split('text=')[1]!);
    expect(message).toContain('You have approved the proof.\nWe will start printing soon.');
    expect(message).toContain(`${ORIGIN}/quote/${current.token}`);
  });

  it('after a stage change offers "Send on WhatsApp" with the news, also when a filter hides the card', async () => {
    const ready = quote(1, { stage: 'ready', finalPrice: '4200', orderNumber: 'SGP-2026-27-0042', name: 'प्रिया' });
    let current = ready;
    serve(
      () => [current],
      (url, init) => {
        if (init?.method === 'PUT') {
          const note = 'Courier: Blue Dart · Tracking no.: 90817263';
          current = { ...ready, stage: 'dispatched', timeline: [...ready.timeline, { stage: 'dispatched', at: '2026-03-09T10:00:00.000Z', note }] };
          current = { ...current, updatedAt: '2026-03-09T10:00:00.000Z' };
          return json(200, current);
        }
        return undefined;
      },
    );
    show();
    const filters = screen.getByRole('group', { name: 'Filter quotes by stage' });
    fireEvent.click(within(filters).getByRole('button', { name: /^Ready for pickup/ }));
    const card = await screen.findByRole('article', { name: 'Quote from प्रिया' });
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    fireEvent.change(within(card).getByLabelText('Stage'), { target: { value: 'dispatched' } });
    fireEvent.change(within(card).getByLabelText('Courier'), { target: { value: 'Blue Dart' } });
    fireEvent.change(within(card).getByLabelText('Tracking number'), { target: { value: '90817263' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    const status = (await screen.findByText(/order is now/)).closest('[role="status"]') as HTMLElement;
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Quote from प्रिया' })).toBeNull());
    expect(status.textContent).toContain("SGP-2026-27-0042: प्रिया's order is now Dispatched");
    const href = within(status).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')!;
    expect(href).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(new URL(href).searchParams.get('text')!.split('\n')).toEqual([
      'Hello प्रिया,',
      'Order SGP-2026-27-0042 · Dispatched',
      'Your order has been dispatched.',
      'Courier: Blue Dart · Tracking no.: 90817263',
      'It is on its way to you.',
      `Your order page: ${ORIGIN}/quote/${ready.token}`,
    ]);
    fireEvent.click(within(status).getByRole('button', { name: 'Dismiss' }));
    expect(within(status).queryByRole('link')).toBeNull();
  });

  it('offers no news when a save keeps the stage (a price or note only)', async () => {
    let current = quote(1, { stage: 'approved', finalPrice: '4200' });
    serve(
      () => [current],
      (url, init) => {
        if (init?.method === 'PUT') return json(200, (current = { ...current, note: 'x', updatedAt: '2026-03-09T10:00:00.000Z' }));
        return undefined;
      },
    );
    show();
    const card = await screen.findByRole('article', { name: 'Quote from Asha 1' });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quote saved')).toBeTruthy();
    expect(screen.queryByText(/order is now/)).toBeNull();
  });

  it.each([
    ['new', [], ['New', 'Quoted', 'On hold', 'Cancelled']],
    ['approved', [], ['Approved', 'In production', 'Changes requested', 'On hold', 'Cancelled']],
    ['ready', [], ['Ready for pickup', 'Dispatched', 'Delivered', 'On hold', 'Cancelled']],
    ['on_hold', ['in_production'], ['On hold', 'In production', 'Cancelled']],
    ['delivered', [], ['Delivered']],
  ] as const)('offers only the moves the rules allow from %s', async (stage, before, offered) => {
    const timeline = [...before, stage].map((s) => ({ stage: s, at: '2026-03-08T09:00:00.000Z' }));
    serve([quote(1, { stage, timeline })]);
    show();
    const card = await screen.findByRole('article', { name: 'Quote from Asha 1' });
    const select = within(card).getByLabelText('Stage') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(offered);
  });

  it('asks a reason for on hold and sends courier and tracking number with dispatched', async () => {
    const fetch = serve([quote(1, { stage: 'ready', finalPrice: '4200' })], (url, init) =>
      init?.method === 'PUT' ? json(200, quote(1, { stage: 'dispatched', finalPrice: '4200' })) : undefined,
    );
    show();
    const card = await screen.findByRole('article', { name: 'Quote from Asha 1' });
    fireEvent.change(within(card).getByLabelText('Stage'), { target: { value: 'on_hold' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Please give a reason for On hold.')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    fireEvent.change(within(card).getByLabelText('Stage'), { target: { value: 'dispatched' } });
    expect(within(card).queryByLabelText('Reason')).toBeNull();
    fireEvent.change(within(card).getByLabelText('Courier'), { target: { value: 'Blue Dart' } });
    fireEvent.change(within(card).getByLabelText('Tracking number'), { target: { value: '90817263' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quote saved')).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ stage: 'dispatched', courier: 'Blue Dart', trackingNo: '90817263', finalPrice: '4200', note: '' });
  });

  it("shows the server's message when a save is refused", async () => {
    serve([quote(1)], (url, init) => (init?.method === 'PUT' ? json(400, { message: 'Quote not found' }) : undefined));
    show();
    const card = await screen.findByRole('article', { name: 'Quote from Asha 1' });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quote not found')).toBeTruthy();
  });

  it('filters by stage with counts; empty and failed lists say so', async () => {
    serve([quote(2), quote(1, { stage: 'delivered' })]);
    show();
    await screen.findByRole('article', { name: 'Quote from Asha 2' });
    const filters = screen.getByRole('group', { name: 'Filter quotes by stage' });
    fireEvent.click(within(filters).getByRole('button', { name: 'Delivered (1)' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Quote from Asha 2' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Quote from Asha 1' })).toBeTruthy();
    fireEvent.click(within(filters).getByRole('button', { name: 'Cancelled (0)' }));
    expect(await screen.findByText('No quotes found.')).toBeTruthy();
  });

  it('says when there are none, or that they could not load', async () => {
    serve([]);
    const { unmount } = await renderAndSee(<QuoteList origin={ORIGIN} />, 'No quotes yet.');
    unmount();
    stubAdminApi({ '/api/quotes?limit=50&offset=0': 'fail' });
    await renderAndSee(<QuoteList origin={ORIGIN} />, 'Could not load the quotes.');
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

describe('quoteMessage', () => {
  it('holds what was asked, the final price and note once set, and the quote page link', () => {
    expect(quoteMessage(quote(1, { finalPrice: '4350', note: 'Ready Friday', orderNumber: 'SGP-2026-27-0042' }), ORIGIN).split('\n')).toEqual([
      'Hello Asha 1, here is your quote.',
      'Order no.: SGP-2026-27-0042',
      'Item: Royal wedding card',
      'Quantity: 300',
      'Paper: Handmade',
      'Foil: Gold',
      'Bride: प्रिया',
      'Groom: Rahul',
      'Estimate: 300 × ₹14.50 = ₹4,350',
      'Final price: ₹4,350',
      'Ready Friday',
      `See and approve the proof: ${ORIGIN}/quote/${'1'.repeat(32)}`,
    ]);
    expect(quoteMessage(quote(1), ORIGIN)).not.toContain('Final price');
    expect(quoteMessage(quote(1), ORIGIN)).not.toContain('Order no.');
  });
});
