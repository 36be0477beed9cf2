import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QUOTE_STAGES } from '../../../contract/quote-stages.ts';
import type { StageCounts } from '../../../contract/quote-list.ts';
import { json, stubAdminApi, textsOf } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import type { OrderRow } from './order-facts.ts';
import OrdersAdminPage from './orders-admin-page.tsx';
import { orderRow } from './orders-testing.ts';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');
const counts = Object.fromEntries(QUOTE_STAGES.map((s) => [s, 0])) as StageCounts;
/** A job being printed, numbered `n`, due on `dueOn`. */
const row = (n: number, dueOn: string | null, late = false): OrderRow =>
  orderRow(n, {
    dueOn,
    late,
    estimate: { perPiece: '10', total: '3000' },
    stage: 'in_production',
    orderNumber: `SGP-${n}`,
    timeline: [{ stage: 'in_production', at: '2026-11-20T10:00:00.000Z' }],
    finalPrice: '3000',
    approvedAt: '2026-11-19T10:00:00.000Z',
    createdAt: `2026-11-1${n}T10:00:00.000Z`,
    updatedAt: '2026-11-20T10:00:00.000Z',
  });
const rows = [row(1, null), row(2, '2026-11-24', true), row(3, '2026-12-01')];

describe('Orders by due date', () => {
  it('asks the server for the soonest due first, and says "Late" on a card in words', async () => {
    const fetch = stubAdminApi({}, (url) => {
      if (!url.startsWith('/api/quotes?')) return undefined;
      const byDue = new URL(url, 'http://x').searchParams.get('sort') === 'due';
      return json(200, { success: true, result: byDue ? [rows[1], rows[2], rows[0]] : rows, counts, waiting: 0 });
    });
    renderWithApp(<OrdersAdminPage now={NOW} />);
    fireEvent.click(await screen.findByRole('button', { name: /^All/ }));
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'due' } });
    await waitFor(() => expect(textsOf(screen.getByRole('list', { name: 'Orders' }), 'heading', { level: 3 })).toEqual(['SGP-2', 'SGP-3', 'SGP-1']));
    expect(fetch.mock.calls.map(([url]) => String(url)).some((url) => url.includes('sort=due'))).toBe(true);

    const late = screen.getByRole('article', { name: 'SGP-2' });
    expect(within(late).getByText('24 Nov 2026')).toBeInTheDocument();
    expect(within(late).getByText('Late')).toBeInTheDocument();
    const onTime = screen.getByRole('article', { name: 'SGP-3' });
    expect(within(onTime).getByText('1 Dec 2026')).toBeInTheDocument();
    expect(within(onTime).queryByText('Late')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'SGP-1' })).queryByText('Due date')).toBeNull();
  });
});
