import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerSummary } from '../../../contract/customers.ts';
import { json, stubAdminApi } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import CustomersAdminPage from './customers-admin-page.tsx';

const line = (n: number, over: Partial<CustomerSummary> = {}): CustomerSummary => ({
  id: `b000000${n}-0000-5000-8000-000000000000`,
  name: `Customer ${n}`,
  phone: `+91982200000${n}`,
  gstin: null,
  lang: 'en',
  jobs: n,
  billed: '0',
  paid: '0',
  balance: '0',
  advance: '0',
  oldestDueDays: null,
  ...over,
});

describe('Customers', () => {
  it('lists each customer with their balance and oldest due, opening their account; searches on the server', async () => {
    const fetch = stubAdminApi({}, (url) => {
      if (!url.startsWith('/api/customers?')) return undefined;
      const q = new URL(url, 'http://x').searchParams.get('q');
      const all = [
        line(1, { name: 'राम शर्मा', balance: '6000.50', advance: '1000', oldestDueDays: 100 }),
        // An overpaid bill: credit the shop owes back.
        line(2, { balance: '-300' }),
        line(3),
        // Half of a ₹4,950 job paid ahead, the job not billed yet: no credit at all.
        line(4, { name: 'सीता देवी', paid: '2475', balance: '-2475', advance: '2475' }),
        line(5, { paid: '2775.50', balance: '-2775.50', advance: '2475' }),
      ];
      return json(200, { success: true, result: q ? all.filter((c) => c.name.includes(q)) : all });
    });
    renderWithApp(<CustomersAdminPage />);
    const list = await screen.findByRole('list', { name: 'Customers' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((c) => c.textContent)).toEqual([
      'राम शर्मा+919822000001 · 1 job₹6,000.50 dueOldest bill due 100 days',
      'Customer 2+919822000002 · 2 jobs₹300 in credit',
      'Customer 3+919822000003 · 3 jobsNothing due',
      'सीता देवी+919822000004 · 4 jobs₹2,475 advance on unbilled jobs',
      'Customer 5+919822000005 · 5 jobs₹2,475 advance on unbilled jobs · ₹300.50 in credit',
    ]);
    expect(cards[0]).toHaveAttribute('href', '/admin/customers/b0000001-0000-5000-8000-000000000000');
    fireEvent.change(screen.getByLabelText('Search by name or phone'), { target: { value: 'शर्मा' } });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Customers' })).getAllByRole('link')).toHaveLength(1));
    expect(fetch.mock.calls.map(([url]) => url)).toContain(`/api/customers?limit=50&offset=0&q=${encodeURIComponent('शर्मा').replace(/%20/g, '+')}`);
  });

  it('says when nobody is found', async () => {
    stubAdminApi({}, (url) => (url.startsWith('/api/customers?') ? json(200, { success: true, result: [] }) : undefined));
    renderWithApp(<CustomersAdminPage />);
    expect(await screen.findByText('No customers found.')).toBeInTheDocument();
  });
});
