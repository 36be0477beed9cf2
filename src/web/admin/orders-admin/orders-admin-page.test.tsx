import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuoteStage } from '../../../contract/quote-stages.ts';
import { json, stubAdminApi, textsOf } from '../components/screen-testing.tsx';
import { quotePages } from '../lib/quote-pages-testing.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import type { OrderRow } from './order-facts.ts';
import OrdersAdminPage from './orders-admin-page.tsx';
import { orderRow } from './orders-testing.ts';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');
const DAY = 86_400_000;

/** Job n, in `stage` since `days` ago. */
const order = (n: number, stage: QuoteStage, days: number, fields: Partial<OrderRow> = {}): OrderRow =>
  orderRow(n, {
    listingTitle: n % 2 ? 'Royal wedding card' : 'Golden trophy',
    quantity: 1200,
    estimate: { perPiece: '10', total: '12000' },
    stage,
    timeline: [
      { stage: 'new', at: new Date(NOW - 30 * DAY).toISOString() },
      { stage, at: new Date(NOW - days * DAY - 3_600_000).toISOString() },
    ],
    createdAt: new Date(NOW - 30 * DAY - n * 1000).toISOString(),
    updatedAt: new Date(NOW - days * DAY).toISOString(),
    ...fields,
  });

const shown = () => textsOf(screen.getByRole('list', { name: 'Orders' }), 'heading', { level: 3 });
const serve = (all: OrderRow[]) =>
  stubAdminApi(
    {},
    quotePages(() => all),
  );

describe('Orders', () => {
  it('opens on the jobs waiting for me, each with its number, customer, item, stage and days in stage', async () => {
    serve([order(1, 'new', 0), order(2, 'changes_requested', 3, { orderNumber: 'SGP-2026-27-0042' }), order(3, 'ready', 1), order(4, 'delivered', 9)]);
    renderWithApp(<OrdersAdminPage now={NOW} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Orders' });
    expect(shown()).toEqual(['#q0000001', 'SGP-2026-27-0042']);
    const job = screen.getByRole('article', { name: 'SGP-2026-27-0042' });
    for (const text of ['Changes requested', 'Golden trophy × 1,200', '3 days']) expect(within(job).getByText(text)).toBeTruthy();
    expect(within(job).getByRole('link', { name: '98765 43210' }).getAttribute('href')).toBe('tel:9876543210');
    expect(within(job).getByRole('link', { name: "Customer's page" }).getAttribute('href')).toBe(`/quote/${order(2, 'new', 0).token}`);
    expect(within(screen.getByRole('article', { name: '#q0000001' })).getByText('Today')).toBeTruthy();
    const show = screen.getByRole('group', { name: 'Show' });
    expect(textsOf(show, 'button')).toEqual(['Waiting for me (2)', 'Ready for pickup (1)', 'All (4)']);
  });

  it("opens the job's screen from the card: its number or its Open button (issue 28)", async () => {
    serve([order(1, 'new', 0), order(2, 'changes_requested', 3, { orderNumber: 'SGP-2026-27-0042' })]);
    renderWithApp(<OrdersAdminPage now={NOW} />, { path: '/admin' });
    const job = await screen.findByRole('article', { name: 'SGP-2026-27-0042' });
    const path = `/admin/orders/${order(2, 'new', 0)._id}`;
    expect(within(job).getByRole('link', { name: 'SGP-2026-27-0042' }).getAttribute('href')).toBe(path);
    fireEvent.click(within(job).getByRole('link', { name: 'Open job SGP-2026-27-0042' }));
    expect(screen.getByTestId('location').textContent).toBe(path);
  });

  it('marks a job whose customer used Hindi with a हिन्दी badge (issue 19)', async () => {
    serve([order(1, 'new', 0, { lang: 'hi', name: 'प्रिया' }), order(2, 'new', 1)]);
    renderWithApp(<OrdersAdminPage now={NOW} />);
    const hindi = await screen.findByRole('article', { name: '#q0000001' });
    expect(within(hindi).getByText('हिन्दी').getAttribute('lang')).toBe('hi');
    expect(within(screen.getByRole('article', { name: '#q0000002' })).queryByText('हिन्दी')).toBeNull();
  });

  it('shows ready for pickup, any one of the eleven stages, or all', async () => {
    serve([order(1, 'new', 0), order(3, 'ready', 1), order(4, 'delivered', 9)]);
    renderWithApp(<OrdersAdminPage now={NOW} />);
    await screen.findByRole('list', { name: 'Orders' });
    fireEvent.click(screen.getByRole('button', { name: 'Ready for pickup (1)' }));
    await waitFor(() => expect(shown()).toEqual(['#q0000003']));
    const stage = screen.getByLabelText('Stage') as HTMLSelectElement;
    expect([...stage.options].map((o) => o.text)).toHaveLength(12);
    fireEvent.change(stage, { target: { value: 'delivered' } });
    await waitFor(() => expect(shown()).toEqual(['#q0000004']));
    expect(within(screen.getByRole('article')).getByText('9 days')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All (3)' }));
    await waitFor(() => expect(shown()).toEqual(['#q0000001', '#q0000003', '#q0000004']));
    fireEvent.change(stage, { target: { value: 'cancelled' } });
    expect(await screen.findByText('No orders found.')).toBeTruthy();
  });

  it('searches on the server and loads 50 more at a time', async () => {
    const all = Array.from({ length: 60 }, (_, i) => order(i + 1, 'new', 0));
    const fetch = serve(all);
    const { container } = renderWithApp(<OrdersAdminPage now={NOW} />);
    // Counted by selector: role queries over 60 cards are slow on a busy machine.
    const count = () => container.querySelectorAll('article h3').length;
    await waitFor(() => expect(count()).toBe(50), { timeout: 5_000 });
    fireEvent.click(screen.getByText('Load more'));
    await waitFor(() => expect(count()).toBe(60), { timeout: 5_000 });
    expect(screen.queryByText('Load more')).toBeNull();
    fireEvent.change(container.querySelector('input[type="search"]')!, { target: { value: 'Customer 57' } });
    await waitFor(() => expect(shown()).toEqual(['#q0000057']), { timeout: 5_000 });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('q=Customer+57'))).toBe(true);
  });

  it('says when nothing waits, and when the orders could not load', async () => {
    serve([order(4, 'delivered', 9)]);
    const { unmount } = renderWithApp(<OrdersAdminPage now={NOW} />);
    expect(await screen.findByText('Nothing is waiting for you.')).toBeTruthy();
    unmount();
    stubAdminApi({}, (url) => (url.startsWith('/api/quotes?') ? json(500, { message: 'Internal Server Error' }) : undefined));
    renderWithApp(<OrdersAdminPage now={NOW} />);
    expect(await screen.findByText('Could not load the orders.')).toBeTruthy();
  });
});
